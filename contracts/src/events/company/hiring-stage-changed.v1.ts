import { z } from 'zod';
import { HIRING_STAGES } from '../../http/company';
import { CANDIDATE_SOURCES } from '../../http/company-hiring';
import { GATE_VERDICTS } from '../../hire-visa-rules';
import { defineEvent } from '../envelope';

/**
 * A candidate of a company's hiring pipeline entered it (`fromStage` null) or moved stage. Ids,
 * stages and, on a hire, the visa gate's verdict and the employee made; no name, no notes.
 */
export const ZHiringStageChangedV1Schema = z.object({
  candidateId: z.string(),
  companyId: z.string(),
  /** The talent's user id. */
  userId: z.string(),
  source: z.enum(CANDIDATE_SOURCES),
  fromStage: z.enum(HIRING_STAGES).nullable(),
  toStage: z.enum(HIRING_STAGES),
  /** On `hired`: the gate's verdict for the offer. */
  gateVerdict: z.enum(GATE_VERDICTS).nullable(),
  /** On `hired`: the employee record made. */
  employeeId: z.string().nullable(),
  changedBy: z.string(),
  changedAt: z.iso.datetime(),
});
export type THiringStageChangedV1 = z.infer<typeof ZHiringStageChangedV1Schema>;

export const hiringStageChangedV1 = defineEvent('company.hiring.stage-changed', 1, 'company.hiring', ZHiringStageChangedV1Schema);
