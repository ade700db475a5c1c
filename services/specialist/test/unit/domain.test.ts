import { acceptanceRate, canQuote, quoteDeadline } from '../../src/domain/request-status';
import { defaultAmount, dedupePrices, lowestFees } from '../../src/domain/pricing';
import { addMonths, lastMonths, seoulDate, seoulDayEnd, seoulDayStart, seoulMonth } from '../../src/domain/seoul-time';
import { overlapsVacation, vacationView } from '../../src/domain/vacation';
import { profileFromRegistration } from '../../src/domain/profile-defaults';

const vacation = (from: string | null, to: string | null) => ({
  vacationFrom: from ? new Date(`${from}T00:00:00Z`) : null,
  vacationTo: to ? new Date(`${to}T00:00:00Z`) : null,
  vacationReason: null,
});

describe('Seoul calendar', () => {
  it.each([
    ['2026-11-30T14:59:59Z', '2026-11-30', '2026-11'],
    ['2026-11-30T15:00:00Z', '2026-12-01', '2026-12'],
    ['2026-12-31T16:00:00Z', '2027-01-01', '2027-01'],
  ])('reads %s as the Seoul date %s', (instant, date, month) => {
    expect(seoulDate(new Date(instant))).toBe(date);
    expect(seoulMonth(new Date(instant))).toBe(month);
  });

  it('gives the instants a Seoul day starts and ends', () => {
    expect(seoulDayStart('2026-12-01').toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(seoulDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('counts months across years, oldest first', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
    expect(lastMonths('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('vacation', () => {
  const now = new Date('2026-06-15T03:00:00Z'); // 12:00 in Seoul

  it.each([
    ['a current one', '2026-06-10', '2026-06-20', true],
    ['a next one', '2026-07-01', '2026-07-05', true],
    ['one ending today', '2026-06-01', '2026-06-15', true],
    ['one that is over', '2026-06-01', '2026-06-14', false],
  ])('shows %s', (_name, from, to, shown) => {
    // Whether it covers today is contracts' onVacationToday (contracts/test/vacation.test.ts).
    expect(vacationView(vacation(from, to), now) !== null).toBe(shown);
  });

  it('has none without dates', () => {
    expect(vacationView(vacation(null, null), now)).toBeNull();
    expect(overlapsVacation(vacation(null, null), now, now)).toBe(false);
  });

  it.each([
    ['the first minute of the first day (Seoul)', '2026-07-09T15:00:00Z', '2026-07-09T15:30:00Z', true],
    ['the last minutes of the last day (Seoul)', '2026-07-12T14:30:00Z', '2026-07-12T15:00:00Z', true],
    ['the evening before, ending as it begins', '2026-07-09T14:00:00Z', '2026-07-09T15:00:00Z', false],
    ['the day after', '2026-07-12T15:00:00Z', '2026-07-12T16:00:00Z', false],
    ['a schedule spanning its start', '2026-07-09T14:30:00Z', '2026-07-09T15:30:00Z', true],
  ])('treats %s of a 10-12 July vacation', (_name, start, end, overlaps) => {
    expect(overlapsVacation(vacation('2026-07-10', '2026-07-12'), new Date(start), new Date(end))).toBe(overlaps);
  });
});

describe('pricing', () => {
  const prices = [
    { serviceOption: 'full_service' as const, visaType: 'E-7' as const, amount: 900_000 },
    { serviceOption: 'consultation' as const, visaType: 'E-7' as const, amount: 60_000 },
    { serviceOption: 'consultation' as const, visaType: 'F-2' as const, amount: 50_000 },
  ];

  it("publishes the lowest fee per option, in the options' order", () => {
    expect(lowestFees(prices)).toEqual([
      { serviceOption: 'consultation', amount: 50_000, currency: 'KRW' },
      { serviceOption: 'full_service', amount: 900_000, currency: 'KRW' },
    ]);
    expect(lowestFees([])).toEqual([]);
  });

  it('finds the default amount of an option and visa type, or null', () => {
    expect(defaultAmount(prices, 'consultation', 'F-2')).toBe(50_000);
    expect(defaultAmount(prices, 'document_review', 'E-7')).toBeNull();
  });

  it('keeps the last of two prices for one option and visa type', () => {
    expect(
      dedupePrices([...prices, { serviceOption: 'consultation', visaType: 'E-7', amount: 70_000 }]).filter(
        (p) => p.serviceOption === 'consultation' && p.visaType === 'E-7',
      ),
    ).toEqual([{ serviceOption: 'consultation', visaType: 'E-7', amount: 70_000 }]);
  });
});

describe('requests and quotes', () => {
  it.each([
    ['new', true],
    ['quoted', true],
    ['accepted', false],
    ['declined', false],
    ['expired', false],
  ])('a %s request may be quoted: %s', (status, allowed) => {
    expect(canQuote(status)).toBe(allowed);
  });

  it('defaults a deadline to seven days and refuses one that is not in the future', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    expect(quoteDeadline(undefined, now)?.toISOString()).toBe('2026-06-22T00:00:00.000Z');
    expect(quoteDeadline('2026-06-16T09:00:00+09:00', now)?.toISOString()).toBe('2026-06-16T00:00:00.000Z');
    expect(quoteDeadline('2026-06-15T00:00:00Z', now)).toBeNull();
  });

  it('rates acceptance over quoted-or-later requests, null before any quote', () => {
    expect(acceptanceRate({ new: 4, quoted: 0, accepted: 0, declined: 0, expired: 0 })).toBeNull();
    expect(acceptanceRate({ new: 9, quoted: 1, accepted: 1, declined: 1, expired: 0 })).toBe(33.3);
    expect(acceptanceRate({ new: 0, quoted: 0, accepted: 2, declined: 0, expired: 0 })).toBe(100);
  });
});

describe('first profile from a registration', () => {
  const base = { userId: 'u1', email: 'pro@test.tov', name: 'Pro', role: 'pro' as const, roles: ['pro' as const], registeredAt: '2026-01-01T00:00:00.000Z' };

  it("takes the field, certifications and years, Korean, and the field's visa types", () => {
    expect(profileFromRegistration({ ...base, expertise: 'psychology', certification: [' 상담심리사 ', ''], experience: 3.6 })).toEqual({
      userId: 'u1',
      name: 'Pro',
      email: 'pro@test.tov',
      expertise: 'psychology',
      certifications: ['상담심리사'],
      experienceYears: 4,
      languages: ['ko'],
      supportedVisaTypes: ['F-6'],
    });
  });

  it('reads a sign-up without a field as an administrative specialist for every visa type', () => {
    const profile = profileFromRegistration(base);
    expect(profile.expertise).toBe('administrative');
    expect(profile.supportedVisaTypes).toContain('D-10');
    expect(profile.experienceYears).toBe(0);
  });
});
