import { PAYMENT_STATUSES, PAYOUT_STATUSES, QUOTE_STATUSES, ROADMAP_STEP_STATUSES, SERVICE_STATUSES, SPECIALIST_REQUEST_STATUSES } from '@tov/contracts';
import en from '../../src/features/specialist/locales/en.json';
import ja from '../../src/features/specialist/locales/ja.json';
import ko from '../../src/features/specialist/locales/ko.json';
import zh from '../../src/features/specialist/locales/zh.json';

// Every status a specialist's status chip can show has a label in every language: a quote declined
// when the applicant chose another expert showed its raw key ("quoteStatus.declined").
const GROUPS = {
  quoteStatus: QUOTE_STATUSES,
  requestStatus: SPECIALIST_REQUEST_STATUSES,
  serviceStatus: SERVICE_STATUSES,
  paymentStatus: PAYMENT_STATUSES,
  payoutStatus: PAYOUT_STATUSES,
  stepStatus: ROADMAP_STEP_STATUSES,
} as const;
const LOCALES: Record<string, Record<string, unknown>> = { ko, en, zh, ja };

describe.each(Object.keys(LOCALES))('the specialist workspace in %s', (language) => {
  it.each(Object.entries(GROUPS))('labels every %s of the contracts', (group, statuses) => {
    const labels = (LOCALES[language]![group] ?? {}) as Record<string, unknown>;
    expect(statuses.filter((s) => typeof labels[s] !== 'string' || labels[s] === '')).toEqual([]);
  });
});
