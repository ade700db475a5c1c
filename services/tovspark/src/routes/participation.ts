import {
  ZMySubmissionSchema,
  ZParticipationSchema,
  ZSubmissionInputSchema,
  ZSubmissionSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
  type TSubmissionStatus,
} from '@tov/contracts';
import { requireIdentity, type RouteApp } from '@tov/kit';
import type { TovsparkDeps } from '../deps';
import { participationStatus } from '../domain/participation-status';
import { toSubmissionView } from '../domain/submission-view';
import { findChallenge } from '../store/challenges';
import { findOwnSubmission, isParticipating, joinChallenge, leaveChallenge, saveSubmission } from '../store/participations';
import { findUser } from '../store/users';
import { assertOpen, visibleOrNotFound } from './access';
import { CHALLENGES_BASE, ZChallengeParamsSchema } from './challenges';

const ZParticipationAnswer = ZSuccessEnvelopeSchema(ZParticipationSchema);

/** Joining, leaving and the caller's own submission (spec 002 §4, §7 "Participation"). */
export function participationRoutes(app: RouteApp, deps: TovsparkDeps): void {
  app.post(
    `${CHALLENGES_BASE}/:id/join`,
    {
      schema: {
        summary: 'Join a published challenge before its deadline (joining again changes nothing)',
        params: ZChallengeParamsSchema,
        response: { 200: ZParticipationAnswer },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const challenge = visibleOrNotFound(identity, await findChallenge(deps.db, request.params.id));
      assertOpen(challenge);
      const state = await joinChallenge(deps.db, challenge.id, identity.userId);
      request.log.info({ userId: identity.userId, challengeId: challenge.id }, 'challenge joined');
      return successEnvelope({ challengeId: challenge.id, ...state }, '챌린지에 참여했습니다.');
    },
  );

  app.post(
    `${CHALLENGES_BASE}/:id/leave`,
    {
      schema: {
        summary: 'Leave a challenge before submitting (a draft is discarded)',
        params: ZChallengeParamsSchema,
        response: { 200: ZParticipationAnswer },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const challenge = visibleOrNotFound(identity, await findChallenge(deps.db, request.params.id));
      const state = await leaveChallenge(deps.db, challenge.id, identity.userId);
      request.log.info({ userId: identity.userId, challengeId: challenge.id }, 'challenge left');
      return successEnvelope({ challengeId: challenge.id, ...state }, '챌린지 참여를 취소했습니다.');
    },
  );

  app.post(
    `${CHALLENGES_BASE}/:id/submission`,
    {
      schema: {
        summary:
          "Save (draft: true) or submit (draft: false) the caller's submission; participants only (CHALLENGE_NOT_JOINED); refused after the deadline or once evaluated",
        params: ZChallengeParamsSchema,
        body: ZSubmissionInputSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZSubmissionSchema) },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const challenge = visibleOrNotFound(identity, await findChallenge(deps.db, request.params.id));
      assertOpen(challenge);
      const submission = await saveSubmission(deps.db, challenge, identity.userId, request.body);
      request.log.info({ userId: identity.userId, challengeId: challenge.id, submissionId: submission.id, status: submission.status }, 'submission saved');
      const user = await findUser(deps.db, identity.userId);
      return successEnvelope(toSubmissionView(submission, user?.name ?? null), submission.status === 'draft' ? '임시 저장되었습니다.' : '제출되었습니다.');
    },
  );

  app.get(
    `${CHALLENGES_BASE}/:id/my-submission`,
    {
      schema: {
        summary: "The caller's own submission to a challenge (null while nothing is saved) and participation status",
        params: ZChallengeParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZMySubmissionSchema) },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const challenge = visibleOrNotFound(identity, await findChallenge(deps.db, request.params.id));
      const [submission, joined, user] = await Promise.all([
        findOwnSubmission(deps.db, challenge.id, identity.userId),
        isParticipating(deps.db, challenge.id, identity.userId),
        findUser(deps.db, identity.userId),
      ]);
      return successEnvelope({
        participationStatus: participationStatus(joined, submission?.status as TSubmissionStatus | undefined),
        submission: submission ? toSubmissionView(submission, user?.name ?? null) : null,
      });
    },
  );
}
