import {
  expertSelectedV1,
  findEventDefinition,
  quoteClosedV1,
  quoteSentV1,
  specialistProfileUpdatedV1,
  ZQuoteInputSchema,
  ZScheduleInputSchema,
  ZVacationInputSchema,
  type EventDefinition,
} from '../src';

const envelope = (type: string, data: unknown) => ({
  id: '6f1c1c1e-3d7b-4a47-9a3e-0a9e2b8f7c31',
  type,
  version: 1,
  occurredAt: '2026-11-24T04:00:00.000Z',
  source: 'specialist',
  key: 'k',
  data,
});

/** v1 fixtures of the specialist workspace's events (and the selection it consumes): they must keep parsing. */
const FIXTURES: Array<[EventDefinition, string, unknown]> = [
  [
    expertSelectedV1,
    'matching.request',
    { requestId: 'r1', userId: 'u1', assessmentId: 'a1', expertId: 'e1', serviceOption: 'consultation', selectedAt: '2026-11-24T04:00:00.000Z' },
  ],
  [
    expertSelectedV1,
    'matching.request',
    {
      requestId: 'r1',
      userId: 'u1',
      assessmentId: 'a1',
      expertId: 'e1',
      serviceOption: 'consultation',
      visaType: 'E-7',
      selectedAt: '2026-11-24T04:00:00.000Z',
    },
  ],
  [
    quoteSentV1,
    'specialist.quote',
    {
      quoteId: 'q1',
      requestId: 'r1',
      expertId: 'e1',
      userId: 'u1',
      amount: 300000,
      currency: 'KRW',
      serviceOption: 'consultation',
      message: null,
      validUntil: '2026-12-01T04:00:00.000Z',
      sentAt: '2026-11-24T04:00:00.000Z',
    },
  ],
  [
    quoteClosedV1,
    'specialist.quote',
    { quoteId: 'q1', requestId: 'r1', expertId: 'e1', userId: 'u1', reason: 'expired', closedAt: '2026-12-01T04:00:30.000Z' },
  ],
  [
    specialistProfileUpdatedV1,
    'specialist.profile',
    {
      expertId: 'e1',
      name: 'Kim',
      expertise: 'administrative',
      certifications: ['행정사'],
      experienceYears: 8,
      languages: ['ko'],
      supportedVisaTypes: ['E-7'],
      bio: null,
      fees: [{ serviceOption: 'consultation', amount: 50000, currency: 'KRW' }],
      vacation: { from: '2026-12-24', to: '2026-12-31' },
      rating: null,
      reviewCount: 0,
      updatedAt: '2026-11-24T04:00:00.000Z',
    },
  ],
  [
    specialistProfileUpdatedV1,
    'specialist.profile',
    {
      expertId: 'e1',
      name: 'Kim',
      expertise: 'administrative',
      certifications: ['행정사'],
      experienceYears: 8,
      languages: ['ko'],
      supportedVisaTypes: ['E-7'],
      bio: null,
      fees: [],
      vacation: null,
      rating: 4.5,
      reviewCount: 2,
      activeRequests: 3,
      updatedAt: '2026-12-01T04:00:00.000Z',
    },
  ],
];

describe('specialist events', () => {
  it.each(FIXTURES.map(([definition, topic, data], i) => [`${definition.type} #${i}`, definition, topic, data] as const))(
    'keeps parsing a v1 %s fixture, listed in the registry on its topic',
    (_name, definition, topic, data) => {
      expect(definition.envelope.safeParse(envelope(definition.type, data)).success).toBe(true);
      expect(findEventDefinition(definition.type, 1)).toBe(definition);
      expect(definition.topic).toBe(topic);
    },
  );

  it('reads a profile written before the load as one with no open requests, and a later one with its load', () => {
    expect(specialistProfileUpdatedV1.data.parse(FIXTURES[4]![2]).activeRequests).toBe(0);
    expect(specialistProfileUpdatedV1.data.parse(FIXTURES[5]![2]).activeRequests).toBe(3);
    expect(specialistProfileUpdatedV1.data.safeParse({ ...(FIXTURES[5]![2] as object), activeRequests: -1 }).success).toBe(false);
  });

  it('reads a selection without a visa type as one', () => {
    expect(expertSelectedV1.data.parse(FIXTURES[0]![2]).visaType).toBeUndefined();
    expect(expertSelectedV1.data.parse(FIXTURES[1]![2]).visaType).toBe('E-7');
  });
});

describe('specialist inputs', () => {
  it('refuses a quote amount that is not whole won, and accepts one without an amount (the price list decides)', () => {
    expect(ZQuoteInputSchema.safeParse({ serviceOption: 'consultation', amount: 1.5 }).success).toBe(false);
    expect(ZQuoteInputSchema.safeParse({ serviceOption: 'consultation' }).success).toBe(true);
  });

  it('refuses a schedule that ends before it starts or lasts over eight hours, or a zone that is not IANA', () => {
    const base = { title: 'Call', startsAt: '2026-12-01T10:00:00+09:00', endsAt: '2026-12-01T11:00:00+09:00', timeZone: 'Asia/Seoul' };
    expect(ZScheduleInputSchema.safeParse(base).success).toBe(true);
    expect(ZScheduleInputSchema.safeParse({ ...base, endsAt: '2026-12-01T09:00:00+09:00' }).success).toBe(false);
    expect(ZScheduleInputSchema.safeParse({ ...base, endsAt: '2026-12-01T19:00:01+09:00' }).success).toBe(false);
    expect(ZScheduleInputSchema.safeParse({ ...base, timeZone: 'Seoul' }).success).toBe(false);
  });

  it('takes a vacation as two dates in order, or two nulls', () => {
    expect(ZVacationInputSchema.safeParse({ from: '2026-12-24', to: '2026-12-31' }).success).toBe(true);
    expect(ZVacationInputSchema.safeParse({ from: null, to: null }).success).toBe(true);
    expect(ZVacationInputSchema.safeParse({ from: '2026-12-31', to: '2026-12-24' }).success).toBe(false);
  });
});
