import type { FastifyInstance } from 'fastify';
import { ZEvaluateRequestSchema, successEnvelope, type TEvaluateRequest } from '@tov/contracts';
import { idempotencyKeyOf, identityOf, parseInput } from '@tov/kit';
import { assess, extractProfile } from '../domain';
import { toAssessmentView, type AssessmentMode } from '../assessment-view';
import type { VisaDeps } from '../deps';
import { toAppError } from '../domain-errors';
import { saveAssessment } from '../store/assessments';

function modeOf(options: TEvaluateRequest['options']): AssessmentMode {
  if (options.quickCheck) return 'quickCheck';
  if (options.recommendationMode) return 'recommendation';
  if (options.changePathMode) return 'changePath';
  return 'full';
}

/**
 * `POST /assessment/evaluate` (spec 001 §3, §7). Full evaluations of a signed-in user are saved
 * (autoSave, default on); quick checks, recommendation and change-path modes never are, and an
 * anonymous caller's result is answered but not kept (docs/decisions.md).
 */
export function evaluateRoutes(app: FastifyInstance, deps: VisaDeps): void {
  app.post('/api/visa/v3/assessment/evaluate', async (request, reply) => {
    const body = parseInput(ZEvaluateRequestSchema, request.body);
    const identity = identityOf(request);
    const mode = modeOf(body.options);
    const formData = Object.keys(body.userData).length > 0 ? body.userData : (body.evaluationInput ?? {});
    let assessment;
    try {
      assessment = assess(body.visaType, body.applicationType, formData, { today: deps.today(), now: new Date() });
    } catch (error) {
      throw toAppError(error);
    }
    const { input, warnings, result } = assessment;
    if (warnings.length) request.log.info({ visaType: body.visaType, warnings }, 'assessment input normalised with warnings');

    const shouldSave = mode === 'full' && body.options.autoSave !== false && identity !== undefined;
    const idempotencyKey = idempotencyKeyOf(request);
    let id: string = crypto.randomUUID();
    let evaluatedAt = new Date();
    if (shouldSave) {
      const saved = await saveAssessment(deps.db, deps.writer, { userId: identity.userId, userData: formData, input, result, nationality: extractProfile(result.visaType, input).nationality || null }, idempotencyKey);
      id = saved.id;
      evaluatedAt = saved.createdAt;
      deps.onOutboxWrite();
    }
    const view = toAssessmentView({ id, result, saved: shouldSave, mode, evaluatedAt, warnings, includeRoadmap: body.options.includeRoadmap, ...(body.options.detailed ? { userData: formData } : {}) });
    return reply.status(shouldSave ? 201 : 200).send(successEnvelope(view, view.message));
  });
}
