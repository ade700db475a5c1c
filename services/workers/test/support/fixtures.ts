import { randomUUID } from 'node:crypto';
import type { TAccountLinkJob, TSendSummaryJob } from '@tov/contracts';

/** A send-summary job as services/visa-assessment enqueues it (an F-2-7 points assessment). */
export function summaryJob(overrides: Partial<TSendSummaryJob> = {}, assessment: Partial<TSendSummaryJob['assessment']> = {}): TSendSummaryJob {
  return {
    deliveryId: randomUUID(),
    to: 'applicant@example.test',
    language: 'ko',
    recipientName: '김민준',
    requestedBy: 'user-1',
    assessment: {
      assessmentId: '3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b',
      visaType: 'F-2',
      visaSubtype: 'F-2-7',
      applicationType: 'CHANGE',
      eligible: true,
      score: 82,
      totalPoints: 82,
      passMark: 80,
      maxPoints: 120,
      breakdown: [
        {
          criterion: 'age',
          label: { ko: '나이', en: 'Age' },
          kind: 'points',
          points: 23,
          maxPoints: 25,
          passed: null,
          applicantValue: 32,
          threshold: '25~29세 25점',
          improvement: null,
          potentialGain: 0,
          source: 'F-2-7 points table',
        },
        {
          criterion: 'koreanLanguage',
          label: { ko: '한국어 능력', en: 'Korean language' },
          kind: 'points',
          points: 10,
          maxPoints: 20,
          passed: null,
          applicantValue: 'TOPIK 3',
          threshold: 'TOPIK 5급 이상 20점',
          improvement: { ko: 'TOPIK 5급을 취득하세요', en: 'Reach TOPIK level 5' },
          potentialGain: 10,
          source: 'F-2-7 points table',
        },
        {
          criterion: 'criminalRecord',
          label: { ko: '범죄 경력 없음', en: 'No criminal record' },
          kind: 'requirement',
          points: 0,
          maxPoints: 0,
          passed: true,
          applicantValue: false,
          threshold: '없음',
          improvement: null,
          potentialGain: 0,
          source: 'Immigration Act art. 11',
        },
      ],
      recommendations: ['사회통합프로그램 5단계를 이수하면 가점을 받을 수 있습니다.'],
      missingDocuments: ['소득금액증명원'],
      changePaths: [{ visaType: 'F-2', visaSubtype: 'F-2-99', reason: '국내 체류 5년으로 장기체류자 거주 요건을 충족할 수 있습니다.' }],
      evaluatedAt: '2026-11-22T04:05:00.000Z',
      ...assessment,
    },
    ...overrides,
  };
}

/** An account e-mail as services/auth enqueues it (a verification link, in Korean). */
export function accountLinkJob(overrides: Partial<TAccountLinkJob> = {}): TAccountLinkJob {
  return {
    deliveryId: randomUUID(),
    kind: 'verify-email',
    to: 'new.user@example.test',
    name: '김민준',
    language: 'ko',
    token: 'tok_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdef',
    expiresAt: '2026-11-23T05:00:00.000Z',
    ...overrides,
  };
}
