import {
  E7_OCCUPATIONS,
  OCCUPATIONS,
  OCCUPATION_NOT_LISTED_MESSAGE,
  ZOccupationCodeSchema,
  normaliseOccupationText,
  occupationByCode,
  occupationCodes,
  searchOccupations,
} from '../src';

describe('the official E-7 occupation list', () => {
  it('holds unique codes, each with both names, a sub-type, a source and an ISO date', () => {
    expect(new Set(OCCUPATIONS.map((o) => o.code)).size).toBe(OCCUPATIONS.length);
    for (const o of OCCUPATIONS) {
      expect(o.nameKo).not.toBe('');
      expect(o.nameEn).not.toBe('');
      expect(['E-7-1', 'E-7-2', 'E-7-3', 'E-7-4']).toContain(o.subType);
      expect(o.source).toMatch(/법무부/);
      expect(o.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(o.asOf))).toBe(false);
    }
  });

  it('lists the two occupations of the issue under their sub-types', () => {
    expect(occupationByCode('7430')).toMatchObject({ nameKo: '조선 용접공', nameEn: 'Shipbuilding welder', subType: 'E-7-3' });
    expect(occupationByCode('3922')).toMatchObject({ nameKo: '호텔 접수 사무원', nameEn: 'Hotel receptionist', subType: 'E-7-2' });
  });

  it('is the list the assessment scores (E7_OCCUPATIONS holds the same codes per sub-type)', () => {
    for (const sub of ['E-7-1', 'E-7-2', 'E-7-3', 'E-7-4'] as const) {
      expect([...occupationCodes(sub)]).toEqual([...E7_OCCUPATIONS[sub]]);
    }
    expect([61, 10, 10, 5]).toEqual((['E-7-1', 'E-7-2', 'E-7-3', 'E-7-4'] as const).map((sub) => occupationCodes(sub).length));
  });

  it('gives each sub-type its pay floor', () => {
    expect(occupationByCode('2223')?.payFloorKrw).toBe(41_932_800);
    expect(occupationByCode('3922')?.payFloorKrw).toBe(25_150_000);
    expect(occupationByCode('7430')?.payFloorKrw).toBe(25_150_000);
    expect(occupationByCode('MANUFACTURING')?.payFloorKrw).toBe(26_000_000);
    expect(occupationByCode('AGRICULTURE_LIVESTOCK')?.payFloorKrw).toBe(25_000_000);
  });

  it('reads a code whatever its case and surrounding spaces', () => {
    expect(occupationByCode(' s2353 ')?.code).toBe('S2353');
    expect(occupationByCode('9999')).toBeUndefined();
    expect(occupationByCode('')).toBeUndefined();
  });
});

describe('searchOccupations', () => {
  const codes = (query: string, options?: Parameters<typeof searchOccupations>[1]) => searchOccupations(query, options).map((o) => o.code);

  it.each([
    ['Shipbuilding welder', '7430'],
    ['shipbuilding  WELDER', '7430'],
    ['shipbuildingwelder', '7430'],
    ['조선 용접공', '7430'],
    ['조선용접공', '7430'],
    ['Hotel front desk clerk', '3922'],
    ['hotel receptionist', '3922'],
    ['호텔 접수', '3922'],
    ['Ｈｏｔｅｌ ｒｅｃｅｐｔｉｏｎｉｓｔ', '3922'],
    ['Hôtel réceptionist', '3922'],
  ])('finds %s as %s only', (query, code) => {
    expect(codes(query)).toEqual([code]);
  });

  it('puts the exact code first, then code prefixes', () => {
    expect(codes('2223')[0]).toBe('2223');
    expect(codes('222')).toEqual(expect.arrayContaining(['2221', '2222', '2223', '2224']));
    expect(codes('s3922')).toEqual(['S3922']);
  });

  it('finds a half-typed Korean syllable', () => {
    expect(codes('조선 용저')).toContain('7430');
  });

  it('filters by sub-type and limits the answer', () => {
    expect(codes('software', { subType: 'E-7-2' })).toEqual([]);
    expect(codes('software')).toEqual(['2222', '2223']);
    expect(codes('', { subType: 'E-7-3' })).toEqual([...occupationCodes('E-7-3')]);
    expect(codes('', { limit: 3 })).toHaveLength(3);
    expect(codes('engineer', { limit: 0 })).toEqual([]);
  });

  it('finds nothing for a job that is not on the list', () => {
    expect(codes('Assembly-line worker')).toEqual([]);
  });

  it('normalises width, accents, case and spaces', () => {
    expect(normaliseOccupationText(' Ｃafé  Chef ')).toBe('cafechef');
  });
});

describe('ZOccupationCodeSchema', () => {
  it('accepts a listed code and gives it in list form', () => {
    expect(ZOccupationCodeSchema.parse(' s2855 ')).toBe('S2855');
    expect(ZOccupationCodeSchema.parse('7430')).toBe('7430');
  });

  it.each(['9999', '', 'Shipbuilding welder'])('refuses %j in Korean', (value) => {
    const result = ZOccupationCodeSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(OCCUPATION_NOT_LISTED_MESSAGE);
  });

  it('refuses a non-string in Korean', () => {
    expect(ZOccupationCodeSchema.safeParse(7430).error?.issues[0]?.message).toBe(OCCUPATION_NOT_LISTED_MESSAGE);
  });
});
