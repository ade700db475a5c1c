import { z } from 'zod';
import { ZClientAssessmentSchema, ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import { AppError, type RouteApp } from '@tov/kit';
import type { SpecialistDeps } from '../deps';
import { assessmentView } from '../domain/views';
import { findClientAssessment } from '../store/assessments';
import { requirePro, SPECIALIST_BASE } from './access';

/**
 * `GET /api/specialist/assessment/{id}`: the assessment a request in the caller's inbox is about (the
 * one the client sent when choosing them), from the projection of `visa.assessment.completed`. Any
 * other, a former client's later assessments included, or an unknown id, answers 404 alike, so ids
 * cannot be probed.
 */
export function assessmentRoutes(app: RouteApp, deps: SpecialistDeps): void {
  app.get(
    `${SPECIALIST_BASE}/assessment/:id`,
    {
      schema: {
        summary: 'The assessment a request sent to the caller is about (any other: 404)',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: ZSuccessEnvelopeSchema(ZClientAssessmentSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const assessment = await findClientAssessment(deps.db, userId, request.params.id);
      if (!assessment) throw new AppError('ASSESSMENT_NOT_FOUND');
      return successEnvelope(assessmentView(assessment));
    },
  );
}
