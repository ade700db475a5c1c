import { hiringStageChangedV1, type TCandidateSource, type TGateVerdict, type THiringStage } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import { SOURCE } from './published';

export interface StageMove {
  candidateId: string;
  companyId: string;
  userId: string;
  source: TCandidateSource;
  fromStage: THiringStage | null;
  toStage: THiringStage;
  gateVerdict?: TGateVerdict | null;
  employeeId?: string | null;
  changedBy: string;
  changedAt: Date;
}

/** `company.hiring.stage-changed`: a candidate entered the pipeline (`fromStage` null) or moved; ids and stages only. */
export function hiringStageChangedEvent(move: StageMove): OutboxMessage<typeof hiringStageChangedV1> {
  return {
    event: hiringStageChangedV1,
    key: move.candidateId,
    source: SOURCE,
    data: {
      candidateId: move.candidateId,
      companyId: move.companyId,
      userId: move.userId,
      source: move.source,
      fromStage: move.fromStage,
      toStage: move.toStage,
      gateVerdict: move.gateVerdict ?? null,
      employeeId: move.employeeId ?? null,
      changedBy: move.changedBy,
      changedAt: move.changedAt.toISOString(),
    },
  };
}
