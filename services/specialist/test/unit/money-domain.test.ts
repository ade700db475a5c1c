import { PLATFORM_FEE_PERCENT, SERVICE_STATUSES, SERVICE_TRANSITIONS, type TServiceStatus } from '@tov/contracts';
import { chargeIdOf, uuidFrom } from '../../src/domain/deterministic-id';
import { clientEmailLanguage } from '../../src/domain/email-language';
import { planRoadmap, roadmapTemplate } from '../../src/domain/roadmap-template';
import { canTransition, paymentStatusOf } from '../../src/domain/service-status';
import { payoutDate, settlementFigures } from '../../src/domain/settlement';

describe('the service state machine', () => {
  const legal: Array<[TServiceStatus, TServiceStatus]> = [
    ['accepted', 'in_progress'],
    ['accepted', 'cancelled'],
    ['in_progress', 'documents_submitted'],
    ['in_progress', 'cancelled'],
    ['documents_submitted', 'completed'],
    ['documents_submitted', 'cancelled'],
  ];
  const all = SERVICE_STATUSES.flatMap((from) => SERVICE_STATUSES.map((to) => [from, to] as [TServiceStatus, TServiceStatus]));

  it.each(legal)('allows %s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each(all.filter(([from, to]) => !legal.some(([f, t]) => f === from && t === to)))('refuses %s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('follows the contract table exactly, and refuses a status it does not know', () => {
    for (const [from, to] of all) expect(canTransition(from, to)).toBe(SERVICE_TRANSITIONS[from].includes(to));
    expect(canTransition('paused', 'in_progress')).toBe(false);
  });

  it.each([
    [50_000, 0, 'captured'],
    [50_000, 1, 'partially_refunded'],
    [50_000, 49_999, 'partially_refunded'],
    [50_000, 50_000, 'refunded'],
  ])('calls a charge of %d with %d refunded %s', (amount, refunded, status) => {
    expect(paymentStatusOf(amount, refunded)).toBe(status);
  });
});

describe('settlements', () => {
  it('uses a 10% platform fee', () => {
    expect(PLATFORM_FEE_PERCENT).toBe(10);
  });

  it.each([
    // gross, refunded, fee, net
    [300_000, 0, 30_000, 270_000],
    [300_000, 100_000, 20_000, 180_000],
    [99_999, 0, 9_999, 90_000],
    [15, 0, 1, 14],
    [9, 0, 0, 9],
    [300_000, 300_000, 0, 0],
  ])('of %d charged and %d refunded keeps a fee of %d and pays %d (the fee rounded down to the won)', (gross, refunded, fee, net) => {
    expect(settlementFigures(gross, refunded)).toEqual({ gross, refunded, platformFee: fee, net });
  });

  it.each([
    ['2026-11-24T03:00:00.000Z', '2026-12-10'],
    ['2026-12-31T14:59:59.000Z', '2027-01-10'],
    // 00:30 on 1 December in Seoul is still 30 November in UTC: the Seoul month counts.
    ['2026-11-30T15:30:00.000Z', '2027-01-10'],
    ['2027-01-31T10:00:00.000Z', '2027-02-10'],
  ])('of a service completed at %s is paid out on %s', (completedAt, date) => {
    expect(payoutDate(new Date(completedAt))).toBe(date);
  });
});

describe('roadmap templates', () => {
  it('has one document step per missing document, then the submission and the result, with due dates from the application type', () => {
    const steps = roadmapTemplate({
      visaType: 'E-7',
      applicationType: 'change',
      missingDocuments: ['EMPLOYMENT_CONTRACT', 'DEGREE_CERTIFICATE', 'EMPLOYMENT_CONTRACT'],
      today: '2026-11-25',
    });
    expect(steps.map((s) => [s.kind, s.key, s.dueDate])).toEqual([
      ['document', 'EMPLOYMENT_CONTRACT', '2026-12-09'],
      ['document', 'DEGREE_CERTIFICATE', '2026-12-09'],
      ['submission', 'submission', '2026-12-16'],
      ['result', 'result', '2027-01-15'],
    ]);
    expect(steps[0]!.title).toBe('Employment contract');
    expect(steps[2]!.title).toContain('E-7 변경');
  });

  it('gives residence visas a longer decision and extensions shorter phases', () => {
    const f2 = roadmapTemplate({ visaType: 'F-2', applicationType: 'extension', missingDocuments: [], today: '2026-11-25' });
    expect(f2.map((s) => [s.key, s.dueDate])).toEqual([
      ['submission', '2026-12-09'],
      ['result', '2027-02-07'],
    ]);
  });

  it('spreads the steps towards a target date', () => {
    const steps = roadmapTemplate({ visaType: 'E-7', applicationType: 'new', missingDocuments: ['PASSPORT'], today: '2026-11-01', targetDate: '2026-12-21' });
    expect(steps.map((s) => s.dueDate)).toEqual(['2026-11-26', '2026-12-08', '2026-12-21']);
  });

  it('keeps done steps and the rows of steps the new template still has when assigned again, and drops the rest', () => {
    const existing = [
      { id: 'a', key: 'PASSPORT', status: 'done', order: 1 },
      { id: 'b', key: 'EMPLOYMENT_CONTRACT', status: 'todo', order: 2 },
      { id: 'c', key: 'DEGREE_CERTIFICATE', status: 'done', order: 3 },
      { id: 'd', key: 'submission', status: 'todo', order: 4 },
      { id: 'e', key: 'result', status: 'todo', order: 5 },
    ];
    const template = roadmapTemplate({
      visaType: 'E-7',
      applicationType: 'new',
      missingDocuments: ['DEGREE_CERTIFICATE', 'CAREER_CERTIFICATE'],
      today: '2026-11-25',
    });
    const plan = planRoadmap(existing, template);
    expect(plan.keptDone).toEqual([{ id: 'a', order: 1 }]);
    expect(plan.steps.map((s) => [s.key, s.id, s.order])).toEqual([
      ['DEGREE_CERTIFICATE', 'c', 2],
      ['CAREER_CERTIFICATE', null, 3],
      ['submission', 'd', 4],
      ['result', 'e', 5],
    ]);
    expect(plan.deleteIds).toEqual(['b']);
  });
});

describe('ids the provider is asked with', () => {
  it('are UUIDs derived from their name alone', () => {
    expect(uuidFrom('x')).toBe(uuidFrom('x'));
    expect(uuidFrom('x')).not.toBe(uuidFrom('y'));
    expect(uuidFrom('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(chargeIdOf('q1')).toBe(chargeIdOf('q1'));
  });
});

describe('the language of a roadmap e-mail', () => {
  it.each([
    ['China', 'zh'],
    ['Japan', 'ja'],
    ['Vietnam', 'en'],
    [null, 'en'],
  ])('for a client from %s is %s', (nationality, language) => {
    expect(clientEmailLanguage(nationality)).toBe(language);
  });
});
