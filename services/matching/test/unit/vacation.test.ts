import { dateIn, onVacation } from '../../src/domain/vacation';

describe('vacation days in Asia/Seoul', () => {
  it.each([
    ['2026-11-30T14:59:59Z', '2026-11-30'],
    ['2026-11-30T15:00:00Z', '2026-12-01'],
    ['2026-12-31T23:30:00+09:00', '2026-12-31'],
  ])('reads %s as the Korean day %s', (at, day) => {
    expect(dateIn(new Date(at))).toBe(day);
  });

  it.each([
    [null, '2026-12-01', false],
    [{ from: '2026-12-01', to: '2026-12-01' }, '2026-12-01', true],
    [{ from: '2026-12-01', to: '2026-12-10' }, '2026-11-30', false],
    [{ from: '2026-12-01', to: '2026-12-10' }, '2026-12-10', true],
    [{ from: '2026-12-01', to: '2026-12-10' }, '2026-12-11', false],
  ])('vacation %j on %s: away %s', (vacation, today, away) => {
    expect(onVacation(vacation, today)).toBe(away);
  });
});
