import { badges, type BadgeFacts } from '../../src/domain/badges';
import { learningProgress, recentActivity, recommend, skillScores, upcomingDeadlines, type RecommendationCandidate } from '../../src/domain/dashboard';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 0, minute));
const none: BadgeFacts = { joins: [], submissions: [], ledger: [] };
const evaluated = (score: number, minute: number, higherWhenScored = 5) => ({
  status: 'evaluated' as const,
  score,
  submittedAt: at(minute - 1),
  evaluatedAt: at(minute),
  higherWhenScored,
});
const earned = (facts: BadgeFacts) =>
  Object.fromEntries(
    badges(facts)
      .filter((b) => b.earned)
      .map((b) => [b.code, b.earnedAt!.toISOString()]),
  );

describe('badge rules', () => {
  it('gives nobody without activity a badge, with progress from zero', () => {
    expect(badges(none).map((b) => [b.code, b.earned, b.earnedAt, b.progress])).toEqual([
      ['first_join', false, null, { current: 0, target: 1 }],
      ['first_submission', false, null, { current: 0, target: 1 }],
      ['first_evaluation', false, null, { current: 0, target: 1 }],
      ['high_score', false, null, { current: 0, target: 90 }],
      ['top_three', false, null, { current: 0, target: 1 }],
      ['points_1000', false, null, { current: 0, target: 1000 }],
      ['five_challenges', false, null, { current: 0, target: 5 }],
    ]);
  });

  it.each<[string, BadgeFacts, Record<string, string>]>([
    ['a join: first_join at the earliest join', { ...none, joins: [at(30), at(10)] }, { first_join: at(10).toISOString() }],
    [
      'a hand-in: first_submission at the first submittedAt',
      { ...none, joins: [at(1)], submissions: [{ status: 'submitted', score: null, submittedAt: at(20), evaluatedAt: null, higherWhenScored: 0 }] },
      { first_join: at(1).toISOString(), first_submission: at(20).toISOString() },
    ],
    [
      'a score of 89, fourth when scored: first_evaluation only',
      { ...none, submissions: [evaluated(89, 40, 3)] },
      { first_submission: at(39).toISOString(), first_evaluation: at(40).toISOString() },
    ],
    [
      'scores of 70 then 90 (third when scored): high_score and top_three at the 90',
      { ...none, submissions: [evaluated(70, 10), evaluated(90, 50, 2)] },
      { first_submission: at(9).toISOString(), first_evaluation: at(10).toISOString(), high_score: at(50).toISOString(), top_three: at(50).toISOString() },
    ],
    [
      'five evaluations: five_challenges at the fifth evaluatedAt',
      { ...none, submissions: [50, 20, 40, 10, 30].map((m) => evaluated(10, m)) },
      { first_submission: at(9).toISOString(), first_evaluation: at(10).toISOString(), five_challenges: at(50).toISOString() },
    ],
    [
      'entries of 600, 300, 200, 500: points_1000 at the entry that crossed 1,000',
      {
        ...none,
        ledger: [
          { amount: 500, awardedAt: at(40) },
          { amount: 600, awardedAt: at(10) },
          { amount: 200, awardedAt: at(30) },
          { amount: 300, awardedAt: at(20) },
        ],
      },
      { points_1000: at(30).toISOString() },
    ],
    ['999 points: no points_1000', { ...none, ledger: [{ amount: 999, awardedAt: at(5) }] }, {}],
  ])('%s', (_case, facts, expected) => {
    expect(earned(facts)).toEqual(expected);
  });

  it('caps progress at the target and counts partial progress', () => {
    const facts: BadgeFacts = {
      joins: [at(1), at(2)],
      submissions: [evaluated(72, 10), evaluated(85, 20), evaluated(60, 30)],
      ledger: [{ amount: 1500, awardedAt: at(10) }],
    };
    expect(Object.fromEntries(badges(facts).map((b) => [b.code, b.progress.current]))).toEqual({
      first_join: 1,
      first_submission: 1,
      first_evaluation: 1,
      high_score: 85,
      top_three: 0,
      points_1000: 1000,
      five_challenges: 3,
    });
  });
});

describe('recommendation order', () => {
  const c = (id: string, category: string, recentJoins: number, participantCount: number, createdMinute: number): RecommendationCandidate => ({
    id,
    category,
    recentJoins,
    participantCount,
    createdAt: at(createdMinute),
  });

  it.each<[string, RecommendationCandidate[], string[], string[]]>([
    [
      'no preferred categories: trending (recent joins), then participants, then newest',
      [c('a', 'coding', 1, 9, 1), c('b', 'project', 3, 0, 1), c('c', 'global', 1, 9, 5), c('d', 'startup', 1, 2, 9)],
      [],
      ['b', 'c', 'a', 'd'],
    ],
    [
      "the caller's categories first, each group trending",
      [c('a', 'coding', 9, 9, 1), c('b', 'project', 0, 0, 1), c('c', 'project', 2, 0, 1), c('d', 'global', 5, 0, 1)],
      ['project'],
      ['c', 'b', 'a', 'd'],
    ],
    ['at most five', ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id, i) => c(id, 'coding', 10 - i, 0, 0)), ['coding'], ['a', 'b', 'c', 'd', 'e']],
    ['a candidate found twice appears once; ties by id', [c('b', 'coding', 0, 0, 0), c('a', 'coding', 0, 0, 0), c('b', 'coding', 0, 0, 0)], [], ['a', 'b']],
  ])('%s', (_case, candidates, preferred, expected) => {
    expect(recommend(candidates, new Set(preferred)).map((r) => r.id)).toEqual(expected);
  });
});

describe('skills, activity, deadlines, progress', () => {
  it('averages the scores per category (rounded), in the category order of the contracts', () => {
    expect(
      skillScores([
        { category: 'project', score: 80 },
        { category: 'coding', score: 90 },
        { category: 'project', score: 71 },
      ]),
    ).toEqual([
      { skill: 'coding', value: 90, evaluated: 1, best: 90 },
      { skill: 'project', value: 76, evaluated: 2, best: 80 },
    ]);
    expect(skillScores([])).toEqual([]);
  });

  it('lists activity newest first, the later step first on the same instant, at most ten', () => {
    const items = [
      { kind: 'joined' as const, title: 'A', at: at(1), amount: null },
      { kind: 'evaluated' as const, title: 'A', at: at(5), amount: null },
      { kind: 'points' as const, title: 'A', at: at(5), amount: 450 },
      { kind: 'submitted' as const, title: 'A', at: at(3), amount: null },
    ];
    expect(recentActivity(items).map((i) => i.kind)).toEqual(['points', 'evaluated', 'submitted', 'joined']);
    expect(
      recentActivity(Array.from({ length: 12 }, (_, i) => ({ kind: 'joined' as const, title: `${i}`, at: at(i), amount: null }))).map((i) => i.title),
    ).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2']);
  });

  it('keeps joined, open, not handed-in challenges with a deadline ahead, soonest first', () => {
    const now = at(100);
    const rows = [
      { id: 'later', deadline: at(300), handedIn: false, open: true },
      { id: 'handed-in', deadline: at(150), handedIn: true, open: true },
      { id: 'past', deadline: at(50), handedIn: false, open: true },
      { id: 'closed', deadline: at(120), handedIn: false, open: false },
      { id: 'soon', deadline: at(200), handedIn: false, open: true },
    ];
    expect(upcomingDeadlines(rows, now).map((r) => r.id)).toEqual(['soon', 'later']);
  });

  it('counts participations by state and averages the evaluated scores', () => {
    expect(learningProgress([])).toEqual({ joined: 0, inProgress: 0, submitted: 0, evaluated: 0, averageScore: null });
    expect(
      learningProgress([
        { submission: null, score: null },
        { submission: 'draft', score: null },
        { submission: 'submitted', score: null },
        { submission: 'evaluated', score: 90 },
        { submission: 'evaluated', score: 75 },
      ]),
    ).toEqual({ joined: 5, inProgress: 2, submitted: 1, evaluated: 2, averageScore: 83 });
  });
});
