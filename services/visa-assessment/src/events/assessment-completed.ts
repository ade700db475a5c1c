import { assessmentCompletedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { NewAssessment } from '../store/assessments';
import { SOURCE } from './published';

/** `visa.assessment.completed`: a saved evaluation (matching, the dashboards and the specialist workspace project it). */
export function assessmentCompletedEvent(id: string, a: NewAssessment, evaluatedAt: Date): OutboxMessage<typeof assessmentCompletedV1> {
  return {
    event: assessmentCompletedV1,
    key: id,
    source: SOURCE,
    data: {
      assessmentId: id,
      userId: a.userId,
      visaType: a.result.visaType,
      visaSubtype: a.result.visaSubtype,
      applicationType: a.result.applicationType,
      eligible: a.result.eligible,
      score: a.result.score,
      ruleSetId: a.result.ruleSetId,
      nationality: a.nationality,
      // Open paths only: a path with conditions still missing (E-7-4 for a worker not there yet) is advice, not a status within reach.
      changePaths: a.result.changePaths.filter((p) => p.eligible).map((p) => p.visaSubtype ?? p.visaType),
      // Document codes the applicant did not tick: the specialist's roadmap starts from them.
      missingDocuments: [...a.result.missingDocuments],
      evaluatedAt: evaluatedAt.toISOString(),
    },
  };
}
