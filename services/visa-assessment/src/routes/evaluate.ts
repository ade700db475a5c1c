import type { FastifyRequest } from 'fastify';
import { ZAssessmentSchema, ZEvaluateRequestSchema, ZSuccessEnvelopeSchema, successEnvelope, type TEvaluateRequest } from '@tov/contracts';
import { idempotentRequestOf, identityOf, newId, sendSerialized, type RouteApp } from '@tov/kit';
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

interface Evaluation {
  status: 200 | 201;
  /** The answer's JSON, once the assessment is saved when it is kept. */
  answer: string | Promise<string>;
}

/**
 * Scores the request and, when it is kept, hands it to the writer; answers the response body as
 * JSON at once. Waiting for its group commit, a request then holds a string, not its result's
 * object graph: under load dozens wait at a time, and the young-generation collector copies
 * whatever is alive (bench/evaluate).
 */
function evaluate(request: FastifyRequest, body: TEvaluateRequest, deps: VisaDeps): Evaluation {
  const identity = identityOf(request);
  const mode = modeOf(body.options);
  const formData = Object.keys(body.userData).length > 0 ? body.userData : (body.evaluationInput ?? {});
  let assessment;
  try {
    assessment = assess(body.visaType, body.applicationType, formData, { today: deps.today(), now: new Date(), ruleSet: body.options.ruleSet ?? 'current' });
  } catch (error) {
    throw toAppError(error);
  }
  const { input, warnings, result } = assessment;
  if (warnings.length) request.log.info({ visaType: body.visaType, warnings }, 'assessment input normalised with warnings');

  const shouldSave = mode === 'full' && body.options.autoSave !== false && identity !== undefined;
  const answerFor = (id: string, evaluatedAt: Date) => {
    const view = toAssessmentView({
      id,
      result,
      saved: shouldSave,
      mode,
      evaluatedAt,
      warnings,
      includeRoadmap: body.options.includeRoadmap,
      ...(body.options.detailed ? { userData: formData } : {}),
    });
    return JSON.stringify(successEnvelope(view, view.message));
  };
  const id = newId();
  const evaluatedAt = new Date();
  if (!shouldSave) return { status: 200, answer: answerFor(id, evaluatedAt) };

  const toSave = { userId: identity.userId, userData: formData, input, result, nationality: extractProfile(result.visaType, input).nationality || null };
  const idempotency = idempotentRequestOf(request, 'visa.assessment.evaluate', identity.userId, body);
  // A retried request answers the assessment its first attempt saved (a rare path: the result stays alive).
  if (idempotency) {
    return {
      status: 201,
      answer: saveAssessment(deps.db, deps.writer, toSave, idempotency, { id, createdAt: evaluatedAt }).then((saved) => answerFor(saved.id, saved.createdAt)),
    };
  }
  return { status: 201, answer: once(deps.writer.save(toSave, id, evaluatedAt), answerFor(id, evaluatedAt)) };
}

/** `answer` once `saving` is done; a function of its own, so its closure holds nothing else. */
function once(saving: Promise<unknown>, answer: string): Promise<string> {
  return saving.then(() => answer);
}

/**
 * `POST /assessment/evaluate` (spec 001 §3, §7). Full evaluations of a signed-in user are saved
 * (autoSave, default on); quick checks, recommendation and change-path modes never are, and an
 * anonymous caller's result is answered but not kept (docs/rules/visa-assessment.md).
 */
const ZEvaluateAnswer = ZSuccessEnvelopeSchema(ZAssessmentSchema);

export function evaluateRoutes(app: RouteApp, deps: VisaDeps): void {
  app.post(
    '/api/visa/v3/assessment/evaluate',
    // The answer is sent as the JSON `evaluate` made from a view typed by the contract (not re-serialised).
    {
      schema: {
        summary: 'Evaluate an application; a signed-in full evaluation is saved (Idempotency-Key accepted)',
        body: ZEvaluateRequestSchema,
        response: { 200: ZEvaluateAnswer, 201: ZEvaluateAnswer },
      },
    },
    async (request, reply) => {
      const { status, answer } = evaluate(request, request.body, deps);
      return sendSerialized(reply, status, await answer);
    },
  );
}
