import {
  EMAIL_ROADMAP_MESSAGE_JOB,
  ERROR_CODES,
  findEventDefinition,
  paymentCapturedV1,
  paymentRefundedV1,
  quoteClosedV1,
  serviceCancelledV1,
  serviceCompletedV1,
  ZPaymentListQuerySchema,
  ZQuoteSchema,
  ZRefundInputSchema,
  ZRoadmapMessageJobSchema,
  ZSettlementQuerySchema,
  type EventDefinition,
} from '../src';

const envelope = (type: string, key: string, data: unknown) => ({
  id: '6f1c1c1e-3d7b-4a47-9a3e-0a9e2b8f7c21',
  type,
  version: 1,
  occurredAt: '2026-11-25T01:00:00.000Z',
  source: 'specialist',
  key,
  data,
});

/** v1 fixtures of the money events as specialist publishes them: they must keep parsing after any change of the contracts. */
const FIXTURES: Array<[EventDefinition, string, unknown]> = [
  [
    paymentCapturedV1,
    'specialist.payment',
    {
      paymentId: 'p1',
      serviceId: 's1',
      requestId: 'r1',
      quoteId: 'q1',
      expertId: 'e1',
      userId: 'u1',
      amount: 300_000,
      currency: 'KRW',
      provider: 'sandbox',
      providerReference: 'sbx_pay_1',
      capturedAt: '2026-11-25T01:00:00.000Z',
    },
  ],
  [
    paymentRefundedV1,
    'specialist.payment',
    {
      paymentId: 'p2',
      chargeId: 'p1',
      serviceId: 's1',
      expertId: 'e1',
      userId: 'u1',
      amount: 100_000,
      currency: 'KRW',
      reason: '일부 환불',
      refundedAt: '2026-11-25T02:00:00.000Z',
    },
  ],
  [
    serviceCompletedV1,
    'specialist.service',
    { serviceId: 's1', requestId: 'r1', expertId: 'e1', userId: 'u1', amount: 300_000, endedAt: '2026-11-25T03:00:00.000Z' },
  ],
  [
    serviceCancelledV1,
    'specialist.service',
    { serviceId: 's2', requestId: 'r2', expertId: 'e1', userId: 'u1', amount: 300_000, endedAt: '2026-11-25T03:00:00.000Z' },
  ],
  [
    quoteClosedV1,
    'specialist.quote',
    { quoteId: 'q3', requestId: 'r3', expertId: 'e1', userId: 'u1', reason: 'declined', closedAt: '2026-11-25T03:00:00.000Z' },
  ],
];

describe('specialist money contracts', () => {
  it.each(FIXTURES.map(([definition, topic, data]) => [definition.type, definition, topic, data] as const))(
    'keeps parsing a v1 %s fixture on its topic',
    (_type, definition, topic, data) => {
      expect(definition.topic).toBe(topic);
      expect(findEventDefinition(definition.type, 1)).toBe(definition);
      expect(definition.envelope.safeParse(envelope(definition.type, 's1', data)).success).toBe(true);
    },
  );

  it('knows a declined quote, and a settlement month only from 01 to 12', () => {
    expect(ZQuoteSchema.shape.status.safeParse('declined').success).toBe(true);
    expect(ZSettlementQuerySchema.safeParse({ month: '2026-12' }).success).toBe(true);
    expect(ZSettlementQuerySchema.safeParse({ month: '2026-13' }).success).toBe(false);
    expect(ZSettlementQuerySchema.safeParse({ month: '2026-00' }).success).toBe(false);
  });

  it('refunds with a reason and an optional whole amount, and lists the ledger by kind', () => {
    expect(ZRefundInputSchema.safeParse({ reason: '취소' }).success).toBe(true);
    expect(ZRefundInputSchema.safeParse({ reason: ' ' }).success).toBe(false);
    expect(ZRefundInputSchema.safeParse({ reason: 'x', amount: 10.5 }).success).toBe(false);
    expect(ZPaymentListQuerySchema.parse({ kind: 'refund' })).toMatchObject({ kind: 'refund', page: 1 });
    expect(ZPaymentListQuerySchema.safeParse({ kind: 'gift' }).success).toBe(false);
  });

  it('queues a roadmap message e-mail with a relative page path, and has Korean texts for the money errors', () => {
    expect(EMAIL_ROADMAP_MESSAGE_JOB).toBe('email.roadmap-message');
    const job = {
      deliveryId: 'roadmap-message-m1',
      messageId: 'm1',
      serviceId: 's1',
      to: 'a@b.test',
      clientName: 'A',
      expertName: 'B',
      language: 'ko',
      visaType: 'E-7',
      step: null,
      message: 'hi',
      servicePath: '/visa/services/s1',
      sentAt: '2026-11-25T01:00:00.000Z',
    };
    expect(ZRoadmapMessageJobSchema.safeParse(job).success).toBe(true);
    expect(ZRoadmapMessageJobSchema.safeParse({ ...job, servicePath: 'https://evil.test/x' }).success).toBe(false);
    for (const code of [
      'QUOTE_ALREADY_ACCEPTED',
      'SERVICE_CLOSED',
      'PAYMENT_NOT_FOUND',
      'PAYMENT_FAILED',
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'REFUND_EXCEEDS_REMAINING',
      'REFUND_AFTER_PAYOUT',
    ] as const) {
      expect(ERROR_CODES[code].message).toMatch(/[가-힣]/);
    }
    expect([ERROR_CODES.REFUND_EXCEEDS_REMAINING.status, ERROR_CODES.PAYMENT_FAILED.status, ERROR_CODES.PAYMENT_NOT_FOUND.status]).toEqual([409, 422, 404]);
  });
});
