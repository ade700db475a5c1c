import { onVacationToday, seoulDate } from '../src';

/** "Is the expert on vacation today in Seoul", once for matching's ranking and the specialist's dashboard. */
describe('vacation days in Asia/Seoul', () => {
  it.each([
    ['2026-11-30T14:59:59Z', '2026-11-30'],
    ['2026-11-30T15:00:00Z', '2026-12-01'],
    ['2026-12-31T16:00:00Z', '2027-01-01'],
    ['2026-12-31T23:30:00+09:00', '2026-12-31'],
  ])('reads %s as the Seoul date %s', (at, day) => {
    expect(seoulDate(new Date(at))).toBe(day);
  });

  // Matching's cases: a day ranked for, at noon in Seoul.
  it.each([
    [null, '2026-12-01', false],
    [{ from: '2026-12-01', to: '2026-12-01' }, '2026-12-01', true],
    [{ from: '2026-12-01', to: '2026-12-10' }, '2026-11-30', false],
    [{ from: '2026-12-01', to: '2026-12-10' }, '2026-12-10', true],
    [{ from: '2026-12-01', to: '2026-12-10' }, '2026-12-11', false],
  ])('vacation %j on %s: away %s', (vacation, day, away) => {
    expect(onVacationToday(vacation, new Date(`${day}T12:00:00+09:00`))).toBe(away);
  });

  // The specialist's cases: 12:00 in Seoul on 15 June.
  it.each([
    ['a current one', '2026-06-10', '2026-06-20', true],
    ['a next one', '2026-07-01', '2026-07-05', false],
    ['one ending today', '2026-06-01', '2026-06-15', true],
    ['one starting today', '2026-06-15', '2026-06-30', true],
    ['one that is over', '2026-06-01', '2026-06-14', false],
  ])('counts %s as away or not', (_name, from, to, away) => {
    expect(onVacationToday({ from, to }, new Date('2026-06-15T03:00:00Z'))).toBe(away);
  });

  it('follows the Seoul day, not the UTC one, at both ends', () => {
    const vacation = { from: '2026-12-01', to: '2026-12-01' };
    // 15:00 UTC is midnight in Seoul: the day begins and ends there nine hours before it does in UTC.
    expect(onVacationToday(vacation, new Date('2026-11-30T14:59:59Z'))).toBe(false);
    expect(onVacationToday(vacation, new Date('2026-11-30T15:00:00Z'))).toBe(true);
    expect(onVacationToday(vacation, new Date('2026-12-01T14:59:59Z'))).toBe(true);
    expect(onVacationToday(vacation, new Date('2026-12-01T15:00:00Z'))).toBe(false);
  });

  it('has none without dates', () => {
    expect(onVacationToday(null, new Date())).toBe(false);
    expect(onVacationToday(undefined, new Date())).toBe(false);
  });
});
