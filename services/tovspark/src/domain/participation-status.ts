import type { TParticipationStatus, TSubmissionStatus } from '@tov/contracts';

/** spec 000 §4: not_started until joined, in_progress while joined (with or without a draft), then the submission's status. */
export function participationStatus(joined: boolean, submission: TSubmissionStatus | null | undefined): TParticipationStatus {
  if (submission === 'submitted' || submission === 'evaluated') return submission;
  return joined || submission === 'draft' ? 'in_progress' : 'not_started';
}
