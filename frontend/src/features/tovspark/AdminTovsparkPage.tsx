import { CHALLENGE_STATUSES, type TChallenge, type TChallengeStatus, type TSubmission } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/error-text';
import { notify } from '../../app/notify';
import { ConfirmButton } from '../../components/ConfirmDialog';
import { UserText } from '../../components/UserText';
import { SubmissionWork } from './SubmissionWork';
import { useChallengesQuery, usePublishChallengeMutation, useScoreSubmissionMutation, useSubmissionsQuery } from './tovspark-endpoints';

/** /admin/tovspark: review and publish challenges, read a challenge's submissions, score them (spec 002 §7 "Admin"). */
export default function AdminTovsparkPage() {
  const { t, i18n } = useTranslation('tovspark');
  const [status, setStatus] = useState<TChallengeStatus>('pending_review');
  const list = useChallengesQuery({ status, sort: 'newest', limit: 50 });
  const data = list.isError ? undefined : list.data;
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className="page" data-testid="admin-tovspark">
      <h1>{t('admin.title')}</h1>
      <p className="lead">{t('admin.description')}</p>
      <label className="field inline-field">
        <span>{t('admin.statusFilter')}</span>
        <select value={status} onChange={(e) => setStatus(e.target.value as TChallengeStatus)} data-testid="admin-status">
          {CHALLENGE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {list.isLoading && <p role="status">{t('common.loading')}</p>}
      {list.isError && (
        <div className="alert alert-error" role="alert">
          {errorText(i18n, list.error ?? {}, 'tovspark:list.failed')}
        </div>
      )}
      {data && data.items.length === 0 && <p className="empty-state">{t('admin.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="admin-list">
          {data.items.map((c) => (
            <li key={c.id} className="card" data-testid="admin-challenge" data-id={c.id}>
              <h2>
                <Link to={`/tovspark/challenges/${c.id}`}>
                  <UserText>{c.title}</UserText>
                </Link>
              </h2>
              <p className="muted">
                <UserText>{c.companyName}</UserText> · {t(`status.${c.status}`)} · {t('list.participants', { count: c.participantCount })}
              </p>
              <Moderation challenge={c} />
              {(c.status === 'published' || c.status === 'closed') && (
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={() => setOpen(open === c.id ? null : c.id)}
                  aria-expanded={open === c.id}
                  data-testid="show-submissions"
                >
                  {t('admin.submissions')}
                </button>
              )}
              {open === c.id && <Submissions challengeId={c.id} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Publish, reject (with a reason) or close, the last two after a confirmation; the lists of challenges are read again. */
function Moderation({ challenge: c }: { challenge: TChallenge }) {
  const { t } = useTranslation('tovspark');
  const [reason, setReason] = useState('');
  const [send, { isLoading: busy }] = usePublishChallengeMutation();
  const publish = (status: 'published' | 'rejected' | 'closed') => {
    send({ challengeId: c.id, body: status === 'rejected' ? { status, reason: reason.trim() } : { status } })
      .unwrap()
      .then(() => notify.success(t(`admin.done.${status}`)))
      .catch(() => undefined); // the client toasts it
  };
  if (c.status === 'published') {
    return (
      <ConfirmButton
        className="btn btn-secondary"
        label={t('admin.close')}
        disabled={busy}
        testId="close-challenge"
        confirm={{
          title: t('confirm.closeTitle', { title: c.title }),
          message: t('confirm.closeText'),
          confirmLabel: t('confirm.closeYes'),
          cancelLabel: t('confirm.closeNo'),
        }}
        onConfirm={() => publish('closed')}
      />
    );
  }
  if (c.status !== 'draft' && c.status !== 'pending_review') return null;
  return (
    <div className="actions">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => publish('published')} data-testid="publish">
        {t('admin.publish')}
      </button>
      <label className="field inline-field">
        <span>{t('admin.reason')}</span>
        <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="reject-reason" />
      </label>
      <ConfirmButton
        className="btn btn-secondary"
        label={t('admin.reject')}
        disabled={busy || !reason.trim()}
        testId="reject"
        confirm={{
          title: t('confirm.rejectTitle', { title: c.title }),
          message: t('confirm.rejectText', { reason: reason.trim() }),
          confirmLabel: t('confirm.rejectYes'),
          cancelLabel: t('confirm.back'),
        }}
        onConfirm={() => publish('rejected')}
      />
    </div>
  );
}

function Submissions({ challengeId }: { challengeId: string }) {
  const { t, i18n } = useTranslation('tovspark');
  const list = useSubmissionsQuery(challengeId);
  if (list.isLoading) return <p role="status">{t('common.loading')}</p>;
  if (list.isError || !list.data)
    return (
      <div className="alert alert-error" role="alert">
        {errorText(i18n, list.error ?? {}, 'tovspark:admin.submissionsFailed')}
      </div>
    );
  if (list.data.length === 0) return <p className="empty-state">{t('admin.noSubmissions')}</p>;
  return (
    <ul className="submission-list" data-testid="submissions">
      {list.data.map((s) => (
        <SubmissionRow key={s.id} submission={s} />
      ))}
    </ul>
  );
}

/** A submission with all it holds (description, code, demo URL, files), and the score form while it waits; scoring refreshes the submissions and the leaderboard. */
function SubmissionRow({ submission: s }: { submission: TSubmission }) {
  const { t, i18n } = useTranslation('tovspark');
  const [score, setScore] = useState('');
  const [feedback, setFeedback] = useState('');
  const [sendScore, { isLoading: busy, error: failure }] = useScoreSubmissionMutation();
  const valid = /^\d{1,3}$/.test(score) && Number(score) <= 100 && feedback.trim().length > 0;
  const save = () => {
    sendScore({ challengeId: s.challengeId, submissionId: s.id, body: { score: Number(score), feedback: feedback.trim() } })
      .unwrap()
      .then(() => notify.success(t('admin.scored')))
      .catch(() => undefined); // said in the form
  };
  return (
    <li className="card" data-testid="submission" data-user={s.userName ?? ''}>
      <p>
        <strong>{s.userName ? <UserText>{s.userName}</UserText> : t('leaderboard.unnamed')}</strong> · {t(`submission.${s.status}`)}
      </p>
      <SubmissionWork submission={s} />
      {s.status === 'evaluated' ? (
        <p data-testid="scored">
          {t('evaluation.score', { score: s.score })} · <UserText>{s.feedback}</UserText>
        </p>
      ) : s.status === 'submitted' ? (
        <form
          className="form inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) save();
          }}
        >
          <label className="field">
            <span>{t('admin.score')}</span>
            <input type="number" min={0} max={100} value={score} onChange={(e) => setScore(e.target.value)} data-testid="score-input" />
          </label>
          <label className="field">
            <span>{t('evaluation.feedback')}</span>
            <textarea rows={2} value={feedback} onChange={(e) => setFeedback(e.target.value)} data-testid="feedback-input" />
          </label>
          {failure && (
            <div className="alert alert-error" role="alert">
              {errorText(i18n, failure, 'tovspark:admin.scoreFailed')}
            </div>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy || !valid} data-testid="save-score">
            {t('admin.saveScore')}
          </button>
        </form>
      ) : null}
    </li>
  );
}
