import { ageFrom, bool, boolUnlessFalse, int, isoDate, list, text, textList, yesNo } from '../../src/domain/normalise';

describe('form value normalisation (spec 001 §5)', () => {
  it.each([
    ['  Seoul ', 'Seoul'],
    [42, '42'],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
    [{ a: 1 }, ''],
  ])('trims and stringifies %p to %p', (raw, expected) => {
    expect(text(raw)).toBe(expected);
  });

  it.each([
    ['12', 12],
    [' 7 ', 7],
    [3.9, 3],
    ['49,955,000', 49955000],
    ['3_YEARS', 3],
    ['5+', 5],
    ['', 0],
    ['abc', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('parses %p as the integer %p with default 0', (raw, expected) => {
    expect(int(raw)).toBe(expected);
  });

  it('uses the given default when a number is missing', () => {
    expect(int(undefined, 30)).toBe(30);
    expect(int('x', 91)).toBe(91);
  });

  it.each([
    [true, true],
    ['true', true],
    ['YES', true],
    ['yes', true],
    ['Y', true],
    [1, true],
    [false, false],
    ['false', false],
    ['no', false],
    ['NO', false],
    [0, false],
  ])('reads %p as the boolean %p', (raw, expected) => {
    expect(bool(raw)).toBe(expected);
  });

  it('falls back for values that are neither true/yes nor false/no', () => {
    expect(bool('maybe')).toBe(false);
    expect(bool(undefined, true)).toBe(true);
  });

  it('treats a boolean as true unless it is explicitly false', () => {
    expect(boolUnlessFalse(undefined)).toBe(true);
    expect(boolUnlessFalse('')).toBe(true);
    expect(boolUnlessFalse('false')).toBe(false);
  });

  it('turns true/YES into YES and anything else into the default NO', () => {
    expect(yesNo('true')).toBe('YES');
    expect(yesNo('YES')).toBe('YES');
    expect(yesNo(undefined)).toBe('NO');
    expect(yesNo('no')).toBe('NO');
  });

  it('drops empty list items and turns a missing list into []', () => {
    expect(list(['a', '', '  ', null, undefined, 'b'])).toEqual(['a', 'b']);
    expect(list(undefined)).toEqual([]);
    expect(list('a,b')).toEqual([]);
  });

  it('reads document objects in a list by their code, type, id or name', () => {
    expect(textList([{ code: 'PASSPORT' }, { type: 'PHOTO' }, { name: 'Fee' }, ' CV ', {}])).toEqual(['PASSPORT', 'PHOTO', 'Fee', 'CV']);
  });

  it.each([
    ['2024-03-05', '2024-03-05'],
    ['2024-3-5', '2024-03-05'],
    ['2024/03/05', '2024-03-05'],
    ['2024.03.05', '2024-03-05'],
    ['2024-03-05T10:20:00Z', '2024-03-05'],
    [new Date(Date.UTC(2024, 2, 5)), '2024-03-05'],
    ['2024-02-31', ''],
    ['not a date', ''],
    ['', ''],
  ])('formats %p as YYYY-MM-DD %p', (raw, expected) => {
    expect(isoDate(raw)).toBe(expected);
  });

  it('computes age in whole years from the birth date at the reference date', () => {
    expect(ageFrom('1990-06-02', undefined, '2025-06-01')).toBe(34);
    expect(ageFrom('1990-06-01', undefined, '2025-06-01')).toBe(35);
    expect(ageFrom('2000-02-29', undefined, '2025-02-28')).toBe(24);
  });

  it('falls back to the given age, then to the default, without a usable birth date', () => {
    expect(ageFrom('', '41', '2025-06-01')).toBe(41);
    expect(ageFrom('1990-01-01', '41', undefined)).toBe(41);
    expect(ageFrom(undefined, undefined, '2025-06-01')).toBe(0);
    expect(ageFrom(undefined, undefined, '2025-06-01', 30)).toBe(30);
    expect(ageFrom('2030-01-01', '20', '2025-06-01')).toBe(20);
  });
});
