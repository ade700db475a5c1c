import { SPECIALIST_AMOUNT_MAX } from '@tov/contracts';
import {
  endOfDay,
  parseAmount,
  readPrices,
  validateProfile,
  validateQuote,
  validateSchedule,
  validateVacation,
  type ProfileForm,
} from '../../src/features/specialist/forms';
import { byDay, dateKey, inVacation, localMoment, parseDateKey, startOfWeek, weekDays, weekRange } from '../../src/features/specialist/week';
import { schedule } from '../fixtures/specialist';

const keys = (errors: Record<string, { key: string }>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.key]));

describe('amounts', () => {
  it.each([
    ['550000', 550_000],
    ['550,000', 550_000],
    [' 1 ', 1],
    [String(SPECIALIST_AMOUNT_MAX), SPECIALIST_AMOUNT_MAX],
    [String(SPECIALIST_AMOUNT_MAX + 1), null],
    ['0', null],
    ['-5', null],
    ['12.5', null],
    ['abc', null],
    ['', null],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseAmount(raw)).toBe(expected);
  });
});

describe('quote form', () => {
  const today = new Date(2030, 0, 7, 15, 0);
  it('accepts a whole amount and a valid-until from today on', () => {
    expect(validateQuote({ amount: '450000', serviceOption: 'consultation', message: '', validUntil: '2030-01-07' }, today)).toEqual({});
  });
  it('names every wrong field', () => {
    expect(keys(validateQuote({ amount: '', serviceOption: 'bogus' as never, message: 'x'.repeat(2001), validUntil: '2030-01-06' }, today))).toEqual({
      amount: 'forms.amountRequired',
      serviceOption: 'forms.choose',
      message: 'forms.tooLong',
      validUntil: 'forms.validUntilPast',
    });
    expect(keys(validateQuote({ amount: '1e6', serviceOption: 'consultation', message: '', validUntil: '2030-02-30' }, today))).toEqual({
      amount: 'forms.amountRange',
      validUntil: 'forms.dateRequired',
    });
  });
  it('makes the valid-until the end of that day, local time', () => {
    expect(endOfDay('2030-01-14')).toBe(new Date(2030, 0, 14, 23, 59).toISOString());
  });
});

describe('schedule form', () => {
  it.each([
    [{ title: '상담', date: '2030-01-08', start: '10:00', end: '11:00' }, {}],
    [{ title: ' ', date: '2030-01-08', start: '10:00', end: '11:00' }, { title: 'forms.titleRequired' }],
    [{ title: '상담', date: '', start: '10:00', end: '11:00' }, { date: 'forms.dateRequired' }],
    [{ title: '상담', date: '2030-01-08', start: '', end: '11:00' }, { start: 'forms.timeRequired' }],
    [{ title: '상담', date: '2030-01-08', start: '11:00', end: '11:00' }, { end: 'forms.endAfterStart' }],
    [{ title: '상담', date: '2030-01-08', start: '09:00', end: '17:00' }, {}],
    [{ title: '상담', date: '2030-01-08', start: '09:00', end: '17:05' }, { end: 'forms.scheduleTooLong' }],
  ])('checks %j', (form, expected) => {
    expect(keys(validateSchedule(form))).toEqual(expected);
  });
});

describe('vacation form', () => {
  it.each([
    [{ from: '2030-01-10', to: '2030-01-10', reason: '' }, {}],
    [{ from: '2030-01-11', to: '2030-01-10', reason: '' }, { to: 'forms.toAfterFrom' }],
    [
      { from: '', to: '', reason: 'x'.repeat(201) },
      { from: 'forms.dateRequired', to: 'forms.dateRequired', reason: 'forms.tooLong' },
    ],
  ])('checks %j', (form, expected) => {
    expect(keys(validateVacation(form))).toEqual(expected);
  });
});

describe('profile form', () => {
  const good: ProfileForm = {
    name: 'Kim',
    expertise: 'administrative',
    certifications: ['행정사'],
    experienceYears: '8',
    languages: ['ko'],
    supportedVisaTypes: ['D-10'],
    bio: '',
  };
  it('accepts a complete profile', () => {
    expect(validateProfile(good)).toEqual({});
  });
  it.each([
    [{ name: '' }, { name: 'forms.nameRequired' }],
    [{ expertise: '' as const }, { expertise: 'forms.choose' }],
    [{ certifications: [' '] }, { certifications: 'forms.certificationRequired' }],
    [{ certifications: Array.from({ length: 21 }, (_, i) => `c${i}`) }, { certifications: 'forms.certificationMax' }],
    [{ experienceYears: '-1' }, { experienceYears: 'forms.experienceRange' }],
    [{ experienceYears: '2.5' }, { experienceYears: 'forms.experienceRange' }],
    [{ languages: [] }, { languages: 'forms.languageRequired' }],
    [{ supportedVisaTypes: ['Z-9'] }, { supportedVisaTypes: 'forms.visaTypeRequired' }],
    [{ bio: 'x'.repeat(2001) }, { bio: 'forms.tooLong' }],
  ])('refuses %j', (change, expected) => {
    expect(keys(validateProfile({ ...good, ...change }))).toEqual(expected);
  });
});

describe('price list', () => {
  it('sends the filled cells and marks the wrong ones by cell', () => {
    expect(readPrices({ 'consultation|D-10': '150,000', 'full_service|F-6': '', 'document_review|E-7': '0' })).toEqual({
      prices: [{ serviceOption: 'consultation', visaType: 'D-10', amount: 150_000 }],
      errors: { 'document_review|E-7': { key: 'forms.amountRange', values: { max: '100,000,000' } } },
    });
  });
});

describe('week arithmetic', () => {
  it('starts weeks on Monday, also from a Sunday', () => {
    expect(dateKey(startOfWeek(new Date(2030, 0, 13, 22)))).toBe('2030-01-07');
    expect(dateKey(startOfWeek(new Date(2030, 0, 7, 0, 1)))).toBe('2030-01-07');
    expect(weekDays(new Date(2030, 0, 7)).map(dateKey)).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-13',
    ]);
    expect(weekRange(new Date(2030, 0, 7))).toEqual({ from: new Date(2030, 0, 7).toISOString(), to: new Date(2030, 0, 14).toISOString() });
  });
  it('reads only real dates and times', () => {
    expect(parseDateKey('2030-02-29')).toBeNull();
    expect(parseDateKey('2030-1-1')).toBeNull();
    expect(localMoment('2030-01-08', '24:00')).toBeNull();
    expect(localMoment('2030-01-08', '09:30')).toBe(new Date(2030, 0, 8, 9, 30).toISOString());
  });
  it('shades both ends of a vacation, given as dates or moments', () => {
    const vacation = { from: '2030-01-10', to: '2030-01-11T00:00:00.000Z', reason: null };
    expect(['2030-01-09', '2030-01-10', '2030-01-11', '2030-01-12'].map((d) => inVacation(d, vacation))).toEqual([false, true, true, false]);
    expect(inVacation('2030-01-10', null)).toBe(false);
  });
  it('puts schedules on the day they start, earliest first, and drops other weeks', () => {
    const late = schedule({ scheduleId: 'late', startsAt: new Date(2030, 0, 8, 15).toISOString() });
    const early = schedule({ scheduleId: 'early', startsAt: new Date(2030, 0, 8, 9).toISOString() });
    const other = schedule({ scheduleId: 'other', startsAt: new Date(2030, 0, 20, 9).toISOString() });
    const days = byDay([late, other, early], weekDays(new Date(2030, 0, 7)));
    expect(days.get('2030-01-08')!.map((s) => s.scheduleId)).toEqual(['early', 'late']);
    expect([...days.values()].flat()).toHaveLength(2);
  });
});
