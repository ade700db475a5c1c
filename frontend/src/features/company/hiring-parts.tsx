import { canMoveStage, type THiringStage, type TVisaGate } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/error-text';
import { CallError } from '../../components/CallError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { UserText } from '../../components/UserText';
import { useVisaName } from './use-names';

/** The moves a card offers: the service's `nextStages`, kept to what the contract allows from its stage. */
export function legalMoves(stage: THiringStage, nextStages: readonly THiringStage[]): THiringStage[] {
  return nextStages.filter((to) => canMoveStage(stage, to));
}

/** A gate reason's text: its `company.hiring.gate.<CODE>` key, the contract's Korean as the fallback. */
export function useReasonText() {
  const { t } = useTranslation('company');
  return (reason: { code: string; i18nKey: string; ko: string }) => t(reason.i18nKey.replace(/^company\./, ''), { defaultValue: reason.ko });
}

/** Where a candidate came from: the talent search, or a challenge (its title as written) with the score. */
export function CandidateSource({ candidate: c }: { candidate: { source: string; challengeTitle: string | null; score: number | null } }) {
  const { t } = useTranslation('company');
  if (c.source !== 'challenge') return <>{t('hiring.fromTalent')}</>;
  return (
    <>
      {t('hiring.challengeLabel')} <UserText>{c.challengeTitle ?? '—'}</UserText> · {t('hiring.scoreOf', { score: c.score ?? '—' })}
    </>
  );
}

/** The visa gate's verdict as a chip: allowed, needs a change (to what), not allowed. */
export function GateChip({ gate, testId = 'gate-chip' }: { gate: TVisaGate; testId?: string }) {
  const { t } = useTranslation('company');
  const visaName = useVisaName();
  return (
    <span className={`chip status-chip gate-${gate.verdict}`} data-testid={testId}>
      {gate.verdict === 'needs_change' && gate.changeTo ? t('hiring.verdictTo', { to: visaName(gate.changeTo) }) : t(`hiring.verdict.${gate.verdict}`)}
    </span>
  );
}

/** The gate's answer in full: verdict, what is missing, warnings, and the rule's source. */
export function GatePanel({ gate }: { gate: TVisaGate }) {
  const { t } = useTranslation('company');
  const reason = useReasonText();
  const visaName = useVisaName();
  return (
    <div className="gate-panel" data-testid="gate-panel">
      <p>
        <GateChip gate={gate} />{' '}
        <span className="muted">
          {t('hiring.gateFor', { current: gate.currentVisa ? visaName(gate.currentVisa) : t('hiring.unknownVisa'), subType: gate.offeredSubType })}
        </span>
      </p>
      {gate.missing.length > 0 && (
        <>
          <h3>{t('hiring.missing')}</h3>
          <ol data-testid="gate-missing">
            {gate.missing.map((r) => (
              <li key={r.code} data-testid={`gate-reason-${r.code}`}>
                {reason(r)}
              </li>
            ))}
          </ol>
        </>
      )}
      {gate.warnings.length > 0 && (
        <ul className="gate-warnings" data-testid="gate-warnings">
          {gate.warnings.map((r) => (
            <li key={r.code}>{reason(r)}</li>
          ))}
        </ul>
      )}
      <p className="muted" data-testid="gate-source">
        {t('hiring.source')} <span lang="ko">{gate.source}</span>
      </p>
    </div>
  );
}

/** The question before a rejection, with its optional note (the focus goes to the way back). */
export function RejectDialog({
  open,
  name,
  busy,
  onCancel,
  onReject,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onReject: (notes: string) => void;
}) {
  const { t } = useTranslation('company');
  const [notes, setNotes] = useState('');
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={t('hiring.rejectTitle', { name })}
      message={
        <label className="field">
          <span>{t('hiring.rejectNotes')}</span>
          <textarea rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} data-testid="reject-notes" />
        </label>
      }
      confirmLabel={t('hiring.reject')}
      cancelLabel={t('hiring.keep')}
      onCancel={onCancel}
      onConfirm={() => onReject(notes.trim())}
    />
  );
}

/** The question before a hire: the gate's answer first, and for a refusal or a needed change, the compliance item it opens. */
export function HireDialog({
  open,
  name,
  gate,
  busy,
  onCancel,
  onHire,
}: {
  open: boolean;
  name: string;
  gate: TVisaGate | null;
  busy: boolean;
  onCancel: () => void;
  onHire: () => void;
}) {
  const { t } = useTranslation('company');
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      tone={gate?.verdict === 'allowed' ? 'primary' : 'danger'}
      title={t('hiring.hireTitle', { name })}
      message={
        <div data-testid="hire-message">
          {gate ? <GatePanel gate={gate} /> : <p>{t('hiring.noGate')}</p>}
          {gate && gate.verdict !== 'allowed' && (
            <p className="alert alert-info" data-testid="hire-compliance-note">
              {t('hiring.opensCompliance')}
            </p>
          )}
        </div>
      }
      confirmLabel={t('hiring.hire')}
      cancelLabel={t('hiring.notYet')}
      onCancel={onCancel}
      onConfirm={onHire}
    />
  );
}

/** A refused or failed stage change; a 409 says the stage changed elsewhere (the screen has read it again). */
export function MoveFailure({ error }: { error: unknown }) {
  const failure = failureOf(error);
  if (!failure) return null;
  return (
    <CallError
      ns="company"
      error={failure}
      fallbackKey="hiring.moveFailed"
      conflictKey="hiring.conflict"
      testId={failure.status === 409 ? 'move-conflict' : 'move-error'}
    />
  );
}
