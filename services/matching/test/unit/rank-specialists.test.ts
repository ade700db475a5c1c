import { seoulDate } from '@tov/contracts';
import { MATCH_WEIGHTS, rankSpecialists, type RankableSpecialist } from '../../src/domain/rank-specialists';

const specialist = (overrides: Partial<RankableSpecialist> & { userId: string }): RankableSpecialist => ({
  name: `Specialist ${overrides.userId}`,
  expertise: 'administrative',
  experienceYears: 10,
  languages: ['ko'],
  supportedVisaTypes: ['E-7'],
  rating: 5,
  ratingCount: 10,
  activeRequests: 0,
  vacation: null,
  bio: null,
  fees: [],
  certification: [],
  ...overrides,
});

const noPreferences = { languages: [], urgency: null };
const E7 = { visaType: 'E-7' };

describe('rankSpecialists', () => {
  it('gives every reason in Korean, English, Chinese and Japanese, with no Korean outside the Korean text', () => {
    const list = [
      specialist({ userId: 'a', languages: ['ko', 'en', 'vi'] }),
      specialist({ userId: 'b', expertise: 'culture', supportedVisaTypes: ['E-6'], ratingCount: 0, activeRequests: 2, experienceYears: 1.5 }),
    ];
    const reasons = [E7, { visaType: 'E-6' }].flatMap((a) =>
      rankSpecialists(list, a, { languages: ['en', 'vi'], urgency: 'urgent' }).flatMap((c) => c.reasons),
    );
    expect(reasons.length).toBeGreaterThan(6);
    for (const reason of reasons) {
      expect(reason.ko).toMatch(/[가-힣]/);
      for (const text of [reason.en, reason.zh, reason.ja]) {
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toMatch(/[가-힣]/);
      }
    }
  });

  it('gives the weights a total of 100', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('scores a perfect administrative specialist 100 and explains why in the four languages', () => {
    const [top] = rankSpecialists([specialist({ userId: 'a', languages: ['ko', 'en'] })], E7, { languages: ['en'], urgency: null });
    expect(top).toMatchObject({ expertId: 'a', score: 100, rank: 1 });
    expect(top!.reasons.map((r) => r.ko)).toEqual([
      '비자 행정 업무를 전문으로 하는 행정 전문가',
      'E-7 비자 업무 지원 가능',
      '요청하신 언어(영어)로 상담 가능',
      '평점 5.0 (후기 10건)',
      '진행 중인 상담이 없어 바로 응대 가능',
      '경력 10년',
    ]);
  });

  it.each([
    // [case, overrides, visa type, preferences, expected score]
    ['an administrative specialist without the visa type', { supportedVisaTypes: [] }, 'E-7', noPreferences, 80],
    ['a language expert on a visa outside their field', { expertise: 'language', supportedVisaTypes: ['E-2', 'F-2', 'F-6'] }, 'E-7', noPreferences, 55],
    ['a language expert on F-2, where Korean criteria count', { expertise: 'language', supportedVisaTypes: ['E-2', 'F-2', 'F-6'] }, 'F-2', noPreferences, 85],
    ['a psychology expert on F-6', { expertise: 'psychology', supportedVisaTypes: ['F-6'] }, 'F-6', noPreferences, 85],
    ['a specialist who speaks one of two requested languages', { languages: ['ko', 'en'] }, 'E-7', { languages: ['en', 'vi'], urgency: null }, 90],
    ['a specialist who speaks none of the requested languages', {}, 'E-7', { languages: ['vi'], urgency: null }, 80],
    ['a new specialist at the default rating', { rating: 4.5, ratingCount: 0 }, 'E-7', noPreferences, 99],
    ['a specialist with three active requests', { activeRequests: 3 }, 'E-7', noPreferences, 94],
    ['a specialist with three active requests on an urgent request', { activeRequests: 3 }, 'E-7', { languages: [], urgency: 'urgent' as const }, 90],
    ['a specialist with three active requests on a low-urgency request', { activeRequests: 3 }, 'E-7', { languages: [], urgency: 'low' as const }, 97],
    ['a specialist with twenty active requests', { activeRequests: 20 }, 'E-7', noPreferences, 90],
    ['a specialist in the first year', { experienceYears: 0 }, 'E-7', noPreferences, 95],
    ['a specialist with 25 years (experience counts up to 10)', { experienceYears: 25 }, 'E-7', noPreferences, 100],
  ])('scores %s', (_case, overrides, visaType, preferences, expected) => {
    const [candidate] = rankSpecialists([specialist({ userId: 'x', ...overrides })], { visaType }, preferences);
    expect(candidate!.score).toBe(expected);
  });

  it('matches a visa subtype to the specialist’s visa type', () => {
    const [candidate] = rankSpecialists([specialist({ userId: 'x', supportedVisaTypes: ['F-2'] })], { visaType: 'F-2-7' }, noPreferences);
    expect(candidate!.reasons.map((r) => r.ko)).toContain('F-2 비자 업무 지원 가능');
    expect(candidate!.score).toBe(100);
  });

  it('explains why a secondary field helps on a visa it serves', () => {
    const [candidate] = rankSpecialists([specialist({ userId: 'x', expertise: 'culture', supportedVisaTypes: ['E-6'] })], { visaType: 'E-6' }, noPreferences);
    expect(candidate!.reasons[0]!.ko).toBe('문화 분야 전문가로 E-6 비자 준비를 도울 수 있음');
  });

  it('understands requested languages given as codes, English names or Korean names', () => {
    const list = [specialist({ userId: 'x', languages: ['ko', 'en', 'vi'] })];
    for (const languages of [
      ['en', 'vi'],
      ['English', 'Vietnamese'],
      ['영어', '베트남어'],
      ['EN', 'vi-VN'],
    ]) {
      const [candidate] = rankSpecialists(list, E7, { languages, urgency: null });
      expect(candidate!.reasons.map((r) => r.ko)).toContain('요청하신 언어(영어, 베트남어)로 상담 가능');
    }
  });

  it('gives no language reason when the applicant states no language', () => {
    const [candidate] = rankSpecialists([specialist({ userId: 'x', languages: ['ko', 'en'] })], E7, noPreferences);
    expect(candidate!.reasons.some((r) => r.ko.startsWith('요청하신 언어'))).toBe(false);
  });

  it('says a specialist with no reviews is new, at the default rating', () => {
    const [candidate] = rankSpecialists([specialist({ userId: 'x', rating: 4.5, ratingCount: 0 })], E7, noPreferences);
    expect(candidate!.reasons.map((r) => r.ko)).toContain('신규 전문가 (기본 평점 4.5)');
  });

  it('mentions a light load and the urgent case', () => {
    const [busy] = rankSpecialists([specialist({ userId: 'x', activeRequests: 2 })], E7, noPreferences);
    expect(busy!.reasons.map((r) => r.ko)).toContain('진행 중인 상담 2건으로 여유 있음');
    const [free] = rankSpecialists([specialist({ userId: 'x' })], E7, { languages: [], urgency: 'urgent' });
    expect(free!.reasons.map((r) => r.ko)).toContain('진행 중인 상담이 없어 긴급 요청에 바로 응대 가능');
  });

  it.each([
    ['the first day', '2026-12-01', ['here']],
    ['a day in between', '2026-12-03', ['here']],
    ['the last day', '2026-12-05', ['here']],
    ['the day before', '2026-11-30', ['away', 'here']],
    ['the day after', '2026-12-06', ['away', 'here']],
  ])('leaves out a specialist whose vacation covers the day ranked for: %s', (_when, day, expected) => {
    const list = [specialist({ userId: 'away', vacation: { from: '2026-12-01', to: '2026-12-05' } }), specialist({ userId: 'here', rating: 3 })];
    // 00:30 in Seoul: still the previous day in UTC, so the Seoul day is the one that counts.
    expect(rankSpecialists(list, E7, noPreferences, { now: new Date(`${day}T00:30:00+09:00`) }).map((c) => c.expertId)).toEqual(expected);
  });

  it('ranks for today in Asia/Seoul when no moment is given', () => {
    const today = seoulDate(new Date());
    const ranked = rankSpecialists([specialist({ userId: 'away', vacation: { from: today, to: today } }), specialist({ userId: 'here' })], E7, noPreferences);
    expect(ranked.map((c) => c.expertId)).toEqual(['here']);
  });

  it('orders by score, then experience, then id', () => {
    const ranked = rankSpecialists(
      [
        // 10 and 9 years both round to 100 (9 years gives 99.5): ties go to experience, then to the id
        specialist({ userId: 'c', experienceYears: 10 }),
        specialist({ userId: 'b', experienceYears: 10 }),
        specialist({ userId: 'a', experienceYears: 9 }),
        specialist({ userId: 'd', expertise: 'psychology', supportedVisaTypes: [] }),
      ],
      E7,
      noPreferences,
    );
    expect(ranked.map((c) => [c.expertId, c.score, c.rank])).toEqual([
      ['b', 100, 1],
      ['c', 100, 2],
      ['a', 100, 3],
      ['d', 55, 4],
    ]);
  });

  it('gives the same order whatever the input order', () => {
    const list = ['e', 'a', 'd', 'b', 'c'].map((userId, i) => specialist({ userId, experienceYears: i % 2 === 0 ? 5 : 6, activeRequests: i % 3 }));
    const once = rankSpecialists(list, E7, noPreferences);
    const reversed = rankSpecialists([...list].reverse(), E7, noPreferences);
    expect(reversed).toEqual(once);
  });

  it('lists at most ten candidates, ranked from 1, each scored 0 to 100', () => {
    const list = Array.from({ length: 15 }, (_, i) => specialist({ userId: `s${String(i).padStart(2, '0')}`, activeRequests: i, rating: 1 + (i % 5) }));
    const ranked = rankSpecialists(list, E7, { languages: ['ja'], urgency: 'urgent' });
    expect(ranked).toHaveLength(10);
    expect(ranked.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const c of ranked) expect(c.score).toBeGreaterThanOrEqual(0);
    for (const c of ranked) expect(c.score).toBeLessThanOrEqual(100);
    const scores = ranked.map((c) => c.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('answers no candidates when there is no specialist', () => {
    expect(rankSpecialists([], E7, noPreferences)).toEqual([]);
  });

  it('answers the candidate fields the API promises', () => {
    const [candidate] = rankSpecialists([specialist({ userId: 'x', name: 'Kim', experienceYears: 7.5, languages: ['ko', 'en'] })], E7, noPreferences);
    expect(Object.keys(candidate!).sort()).toEqual([
      'bio',
      'certifications',
      'experienceYears',
      'expertId',
      'expertise',
      'fees',
      'languages',
      'name',
      'rank',
      'rating',
      'reasons',
      'reviewCount',
      'score',
      'supportedVisaTypes',
    ]);
    expect(candidate!.reasons.map((r) => r.ko)).toContain('경력 7.5년');
  });

  it('tells experts of the same name apart: each carries its own id, licences and office, reviews count and visa types', () => {
    const list = [
      specialist({ userId: 'kim-1', name: 'Kim Seo-yeon', certification: ['행정사 제2017-0142호', 'Hanul Administrative Office'], ratingCount: 12 }),
      specialist({ userId: 'kim-2', name: 'Kim Seo-yeon', certification: ['공인노무사 제1843호'], ratingCount: 0, supportedVisaTypes: ['E-7', 'E-9'] }),
    ];
    const candidates = rankSpecialists(list, E7, noPreferences);
    const byId = Object.fromEntries(candidates.map((c) => [c.expertId, c]));
    expect(byId['kim-1']).toMatchObject({
      certifications: ['행정사 제2017-0142호', 'Hanul Administrative Office'],
      reviewCount: 12,
      supportedVisaTypes: ['E-7'],
    });
    expect(byId['kim-2']).toMatchObject({ certifications: ['공인노무사 제1843호'], reviewCount: 0, supportedVisaTypes: ['E-7', 'E-9'] });
  });

  it('shows the fees of the request’s visa type, and the lowest fees when the price list has none for it', () => {
    const lowest = [
      { serviceOption: 'consultation' as const, amount: 50_000, currency: 'KRW' as const },
      { serviceOption: 'full_service' as const, amount: 550_000, currency: 'KRW' as const },
    ];
    const prices = [
      { serviceOption: 'consultation' as const, visaType: 'F-2', amount: 50_000 },
      { serviceOption: 'full_service' as const, visaType: 'F-2', amount: 700_000 },
      { serviceOption: 'full_service' as const, visaType: 'E-7', amount: 550_000 },
    ];
    const list = [specialist({ userId: 'k', supportedVisaTypes: ['E-7', 'F-2', 'D-10'], fees: lowest, prices })];
    expect(rankSpecialists(list, { visaType: 'F-2-7' }, noPreferences)[0]!.fees).toEqual([
      { serviceOption: 'consultation', amount: 50_000, currency: 'KRW' },
      { serviceOption: 'full_service', amount: 700_000, currency: 'KRW' },
    ]);
    expect(rankSpecialists(list, E7, noPreferences)[0]!.fees).toEqual([{ serviceOption: 'full_service', amount: 550_000, currency: 'KRW' }]);
    expect(rankSpecialists(list, { visaType: 'D-10' }, noPreferences)[0]!.fees).toEqual(lowest);
  });
});
