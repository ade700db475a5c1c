import {
  challengeJoinedV1,
  challengePublishedV1,
  findEventDefinition,
  pointsAwardedV1,
  submissionScoredV1,
  submissionSubmittedV1,
  talentContactedV1,
  zodIssuesToDetails,
  ZChallengeListQuerySchema,
  ZChallengerDashboardSchema,
  TOVSPARK_BADGES,
  ZCreateChallengeSchema,
  ZPublishChallengeSchema,
  ZScoreSubmissionSchema,
  ZSeedCompaniesSchema,
  ZSubmissionInputSchema,
  type EventDefinition,
} from '../src';

const envelope = (type: string, key: string, data: unknown) => ({
  id: '6f1c1c1e-3d7b-4a47-9a3e-0a9e2b8f7c21',
  type,
  version: 1,
  occurredAt: '2026-11-24T04:00:00.000Z',
  source: 'tovspark',
  key,
  data,
});

/** v1 fixtures as tovspark publishes them: they must keep parsing after any change of the contracts. */
const FIXTURES: Array<[EventDefinition, string, unknown]> = [
  [
    challengePublishedV1,
    'tovspark.challenge',
    {
      challengeId: 'c1',
      companyId: 'u9',
      companyName: 'Acme',
      title: 'Build a bot',
      category: 'coding',
      sparkPoints: 500,
      deadline: '2026-12-31T23:59:59+09:00',
      publishedBy: 'admin1',
      publishedAt: '2026-11-24T04:00:00.000Z',
    },
  ],
  [challengeJoinedV1, 'tovspark.challenge', { challengeId: 'c1', userId: 'u1', joinedAt: '2026-11-24T04:00:00.000Z' }],
  [submissionSubmittedV1, 'tovspark.submission', { submissionId: 's1', challengeId: 'c1', userId: 'u1', submittedAt: '2026-11-24T04:00:00.000Z' }],
  [
    submissionScoredV1,
    'tovspark.submission',
    { submissionId: 's1', challengeId: 'c1', userId: 'u1', score: 80, challengeSparkPoints: 500, scoredBy: 'admin1', scoredAt: '2026-11-24T04:00:00.000Z' },
  ],
  [
    pointsAwardedV1,
    'tovspark.points',
    {
      entryId: 'e1',
      userId: 'u1',
      amount: 400,
      balance: 400,
      reason: 'submission_scored',
      causeKey: 'submission-scored:s1',
      challengeId: 'c1',
      submissionId: 's1',
      awardedAt: '2026-11-24T04:00:00.000Z',
    },
  ],
  [
    submissionScoredV1,
    'tovspark.submission',
    {
      submissionId: 's2',
      challengeId: 'c1',
      userId: 'u1',
      score: 91,
      challengeSparkPoints: 500,
      scoredBy: 'admin1',
      scoredAt: '2026-11-24T04:00:00.000Z',
      challengeCompanyId: 'u9',
      challengeTitle: 'Build a bot',
      challengeRewards: ['recruitment'],
      work: { description: 'A bot', demoUrl: null },
      challenger: { name: 'Nguyen Van A', nationality: 'Vietnam', visaType: 'D-10', experienceYears: 2 },
    },
  ],
  [
    talentContactedV1,
    'tovspark.talent',
    {
      contactId: 'tc1',
      companyId: 'u9',
      talentId: 'u1',
      talentName: 'Nguyen Van A',
      nationality: 'Vietnam',
      visaType: 'D-10',
      experienceYears: null,
      message: 'Hello',
      contactedAt: '2026-11-24T04:00:00.000Z',
    },
  ],
];

const fieldsOf = (result: { success: boolean; error?: Parameters<typeof zodIssuesToDetails>[0] }) =>
  result.success ? [] : zodIssuesToDetails(result.error!).map((d) => d.field);

describe('tovspark events', () => {
  it.each(FIXTURES.map(([definition, topic, data]) => [definition.type, definition, topic, data] as const))(
    'keeps parsing a v1 %s fixture, listed in the registry on its topic',
    (type, definition, topic, data) => {
      expect(definition.envelope.safeParse(envelope(type, 'k', data)).success).toBe(true);
      expect(definition.envelope.safeParse({ ...envelope(type, 'k', data), version: 2 }).success).toBe(false);
      expect(findEventDefinition(type, 1)).toBe(definition);
      expect(definition.topic).toBe(topic);
    },
  );

  it('refuses a scored event whose score is above 100', () => {
    const data = FIXTURES[3]![2] as object;
    expect(submissionScoredV1.data.safeParse({ ...data, score: 101 }).success).toBe(false);
  });
});

const challenge = {
  title: 'Build a Korean-learning chatbot',
  description: 'A bot that answers in Korean and English.',
  category: 'coding',
  type: 'tech_development',
  difficulty: 'intermediate',
  sparkPoints: 500,
  rewards: ['internship', 'mentoring'],
  deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
};

describe('tovspark HTTP bodies', () => {
  it('accepts a complete challenge and starts it as a draft', () => {
    expect(ZCreateChallengeSchema.parse(challenge)).toMatchObject({ status: 'draft', rewards: ['internship', 'mentoring'] });
  });

  it.each([
    ['title', { title: ' ' }],
    ['category', { category: 'sports' }],
    ['type', { type: 'sales' }],
    ['difficulty', { difficulty: 'insane' }],
    ['sparkPoints', { sparkPoints: 0 }],
    ['sparkPoints', { sparkPoints: 2.5 }],
    ['rewards.0', { rewards: ['money'] }],
    ['rewards', { rewards: ['mentoring', 'mentoring'] }],
    ['deadline', { deadline: '2020-01-01T00:00:00Z' }],
    ['deadline', { deadline: 'next friday' }],
    ['status', { status: 'published' }],
  ])('refuses a challenge with a bad %s', (field, patch) => {
    expect(fieldsOf(ZCreateChallengeSchema.safeParse({ ...challenge, ...patch }))).toEqual([field]);
  });

  it('says in Korean what is missing when the description or feedback is left out', () => {
    const { description: _omitted, ...withoutDescription } = challenge;
    const r = ZCreateChallengeSchema.safeParse(withoutDescription);
    expect(r.success ? [] : zodIssuesToDetails(r.error)).toEqual([{ field: 'description', message: '설명을 입력해주세요.' }]);
    const s = ZScoreSubmissionSchema.safeParse({ score: 10 });
    expect(s.success ? [] : zodIssuesToDetails(s.error)).toEqual([{ field: 'feedback', message: '피드백을 입력해주세요.' }]);
  });

  it('caps the list at 100 per page and reads filters from the query string', () => {
    expect(fieldsOf(ZChallengeListQuerySchema.safeParse({ limit: '101' }))).toEqual(['limit']);
    expect(ZChallengeListQuerySchema.parse({ page: '2', limit: '5', sort: 'deadline', reward: 'internship' })).toMatchObject({
      page: 2,
      limit: 5,
      sort: 'deadline',
      reward: 'internship',
    });
  });

  it('asks a reason when a challenge is rejected, not when it is published', () => {
    expect(fieldsOf(ZPublishChallengeSchema.safeParse({ status: 'rejected' }))).toEqual(['reason']);
    expect(ZPublishChallengeSchema.safeParse({ status: 'published' }).success).toBe(true);
  });

  it('takes a score from 0 to 100 with feedback', () => {
    expect(fieldsOf(ZScoreSubmissionSchema.safeParse({ score: 101, feedback: 'x' }))).toEqual(['score']);
    expect(fieldsOf(ZScoreSubmissionSchema.safeParse({ score: 50, feedback: '' }))).toEqual(['feedback']);
  });

  it('takes a submission with an empty file list and checks the shape of file references', () => {
    expect(ZSubmissionInputSchema.parse({ draft: true })).toMatchObject({ files: [], description: '', demoUrl: null });
    expect(fieldsOf(ZSubmissionInputSchema.safeParse({ draft: false, files: [{ name: 'a.zip' }] }))).toEqual([
      'files.0.fileId',
      'files.0.size',
      'files.0.contentType',
    ]);
    expect(fieldsOf(ZSubmissionInputSchema.safeParse({ draft: false, demoUrl: 'javascript:alert(1)' }))).toEqual(['demoUrl']);
  });

  it('refuses two seeded companies of the same name', () => {
    expect(fieldsOf(ZSeedCompaniesSchema.safeParse({ companies: [{ name: 'Acme' }, { name: 'acme' }] }))).toEqual(['companies']);
  });
});

describe('challenger dashboard', () => {
  const dashboard = {
    stats: { totalSparkPoints: 950, completedChallenges: 1, globalRanking: 3, matchingOpportunities: 2 },
    recommendedChallenges: [{ id: 'c2', title: 'Build a bot', category: 'innovation', sparkPoints: 300, daysLeft: 10 }],
    skillAnalysis: [{ skill: 'innovation', value: 95 }],
    recentActivity: [{ kind: 'points', title: 'Build a bot', at: '2026-11-24T04:00:00.000Z', amount: 950 }],
    achievements: [{ code: 'high_score', earnedAt: '2026-11-24T04:00:00.000Z' }],
    upcomingEvents: [{ id: 'c3', title: 'Plan a fair', deadline: '2026-11-27T04:00:00.000Z', daysLeft: 3 }],
  };

  it('accepts the dashboard shape and refuses an unknown badge, activity kind or a score over 100', () => {
    expect(ZChallengerDashboardSchema.parse(dashboard)).toEqual(dashboard);
    expect(ZChallengerDashboardSchema.safeParse({ ...dashboard, achievements: [{ code: 'champion', earnedAt: 'x' }] }).success).toBe(false);
    expect(ZChallengerDashboardSchema.safeParse({ ...dashboard, recentActivity: [{ kind: 'left', title: 't', at: 'x', amount: null }] }).success).toBe(false);
    expect(ZChallengerDashboardSchema.safeParse({ ...dashboard, skillAnalysis: [{ skill: 'coding', value: 101 }] }).success).toBe(false);
    expect(TOVSPARK_BADGES).toHaveLength(7);
  });
});
