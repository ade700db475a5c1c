import type { TChallenge, TMySubmission, TSubmission } from '@tov/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorText } from '../../api/error-text';
import { ConfirmButton } from '../../components/ConfirmDialog';
import { UserText } from '../../components/UserText';
import { useAppSelector } from '../../store/hooks';
import { SubmissionForm } from './SubmissionForm';
import { SubmissionWork } from './SubmissionWork';
import { useChallengeQuery, useChallengeSubmissionsQuery, useMySubmissionQuery, useParticipateMutation } from './tovspark-endpoints';

const TABS = ['overview', 'workspace', 'evaluation', 'resources'] as const;
type Tab = (typeof TABS)[number];
const OWNER_TABS = ['submissions', 'overview', 'resources'] as const;
type OwnerTab = (typeof OWNER_TABS)[number];

/**
 * A challenge. Its owner company sees it as its own (issue 24 item 10): what was handed in, with the
 * files and the admins' scores, and no participation. Everyone else has the tabs of spec 000 §3:
 * overview, workspace (the submission), evaluation, resources.
 */
export default function ChallengeDetailPage() {
  const { t, i18n } = useTranslation('tovspark');
  const { id = '' } = useParams();
  const userId = useAppSelector((s) => s.auth.user?.id);
  const challenge = useChallengeQuery(id);
  const owner = Boolean(userId && challenge.data?.companyId === userId);

  if (challenge.isLoading) return <p role="status">{t('common.loading')}</p>;
  if (challenge.isError || !challenge.data) {
    return (
      <section>
        <h1>{t('detail.title')}</h1>
        <div className="alert alert-error" role="alert">
          {errorText(i18n, challenge.error ?? {}, 'tovspark:detail.notFound')}
        </div>
        <Link to="/tovspark/challenges">{t('detail.back')}</Link>
      </section>
    );
  }
  return owner ? <OwnerChallenge challenge={challenge.data} /> : <ParticipantChallenge challenge={challenge.data} />;
}

/** The head of a challenge: category, type, difficulty, title, points, participants, time left, status. */
function ChallengeHead({ challenge: c }: { challenge: TChallenge }) {
  const { t } = useTranslation('tovspark');
  return (
    <>
      <p className="muted">
        {t(`category.${c.category}`)} · {t(`type.${c.type}`)} · {t(`difficulty.${c.difficulty}`)}
      </p>
      <h1>
        <UserText>{c.title}</UserText>
      </h1>
      <ul className="chips">
        <li className="chip">{t('list.points', { points: c.sparkPoints.toLocaleString() })}</li>
        <li className="chip" data-testid="participant-count">
          {t('list.participants', { count: c.participantCount })}
        </li>
        <li className="chip">{c.daysLeft > 0 ? t('list.daysLeft', { count: c.daysLeft }) : t('list.deadlinePassed')}</li>
        {c.status !== 'published' && <li className="chip">{t(`status.${c.status}`)}</li>}
      </ul>
    </>
  );
}

function TabList<T extends string>({ tabs, tab, onTab }: { tabs: readonly T[]; tab: T; onTab: (tab: T) => void }) {
  const { t } = useTranslation('tovspark');
  return (
    <div className="tabs" role="tablist">
      {tabs.map((k) => (
        <button
          key={k}
          role="tab"
          type="button"
          aria-selected={tab === k}
          className={tab === k ? 'active' : ''}
          onClick={() => onTab(k)}
          data-testid={`tab-${k}`}
        >
          {k === 'submissions' ? t('owner.submissions') : t(`detail.tabs.${k}`)}
        </button>
      ))}
    </div>
  );
}

/** The owner company's view: its challenge's submissions first, then the overview and resources; nothing to join. */
function OwnerChallenge({ challenge: c }: { challenge: TChallenge }) {
  const { t } = useTranslation('tovspark');
  const [tab, setTab] = useState<OwnerTab>('submissions');
  return (
    <section className="challenge-detail" data-testid="challenge-detail" data-view="owner">
      <ChallengeHead challenge={c} />
      <p className="alert alert-info owner-note" data-testid="owner-note">
        <strong>{t('owner.badge')}</strong> {t('owner.note')}
        {c.status === 'rejected' && c.rejectionReason && (
          <>
            {' '}
            {t('status.rejected')}: <UserText>{c.rejectionReason}</UserText>
          </>
        )}
      </p>
      <TabList tabs={OWNER_TABS} tab={tab} onTab={setTab} />
      <div role="tabpanel" className="tab-panel">
        {tab === 'submissions' && <OwnerSubmissions challenge={c} />}
        {tab === 'overview' && <Overview challenge={c} />}
        {tab === 'resources' && <Resources challenge={c} />}
      </div>
      <Link to="/tovspark/my-challenges">{t('talents.mine.title')}</Link>
    </section>
  );
}

/** What was handed in to the owner's challenge (drafts never), with the files and the admins' scores. */
function OwnerSubmissions({ challenge: c }: { challenge: TChallenge }) {
  const { t, i18n } = useTranslation('tovspark');
  const visible = c.status === 'published' || c.status === 'closed';
  const list = useChallengeSubmissionsQuery(visible ? c.id : skipToken);
  if (!visible)
    return (
      <p className="empty-state" data-testid="owner-not-public">
        {t('owner.notPublic')}
      </p>
    );
  if (list.isLoading) return <p role="status">{t('common.loading')}</p>;
  if (list.isError || !list.data)
    return (
      <div className="alert alert-error" role="alert">
        {errorText(i18n, list.error ?? {}, 'tovspark:owner.failed')}
      </div>
    );
  if (list.data.length === 0)
    return (
      <p className="empty-state" data-testid="owner-empty">
        {t('owner.empty')}
      </p>
    );
  return (
    <>
      <p className="muted">{t('owner.total', { count: list.data.length })}</p>
      <ul className="owner-submissions" data-testid="owner-submissions">
        {list.data.map((s) => (
          <OwnerSubmission key={s.id} submission={s} />
        ))}
      </ul>
    </>
  );
}

function OwnerSubmission({ submission: s }: { submission: TSubmission }) {
  const { t, i18n } = useTranslation('tovspark');
  return (
    <li className="card" data-testid="owner-submission" data-user={s.userName ?? ''}>
      <h2 className="row-between">
        <span>{s.userName ? <UserText>{s.userName}</UserText> : t('leaderboard.unnamed')}</span>
        <span className="badge">{t(`submission.${s.status}`)}</span>
      </h2>
      {s.submittedAt && <p className="muted">{t('owner.handedInAt', { when: new Date(s.submittedAt).toLocaleString(i18n.resolvedLanguage) })}</p>}
      <SubmissionWork submission={s} />
      {s.status === 'evaluated' && s.score !== null ? (
        <div className="alert alert-success" data-testid="owner-score">
          <strong>{t('evaluation.score', { score: s.score })}</strong>
          {s.feedback && (
            <p className="pre-line">
              <UserText>{s.feedback}</UserText>
            </p>
          )}
        </div>
      ) : (
        <p className="muted" data-testid="owner-awaiting-score">
          {t('owner.awaitingScore')}
        </p>
      )}
    </li>
  );
}

/** Anyone but the owner: join, the workspace, the evaluation. */
function ParticipantChallenge({ challenge: c }: { challenge: TChallenge }) {
  const { t } = useTranslation('tovspark');
  const [tab, setTab] = useState<Tab>('overview');
  const mineRead = useMySubmissionQuery(c.id);
  const mine = mineRead.isError ? null : (mineRead.data ?? null);
  // Joining or leaving refreshes the challenge and one's participation (tags).
  const [participate, { isLoading: busy }] = useParticipateMutation();
  const participation = mine ? mine.participationStatus : c.participationStatus;
  const open = c.status === 'published' && c.daysLeft > 0;
  // The client toasts a failure.
  const act = (call: 'join' | 'leave') => void participate({ challengeId: c.id, join: call === 'join' });

  return (
    <section className="challenge-detail" data-testid="challenge-detail" data-view="participant">
      <ChallengeHead challenge={c} />
      <div className="actions">
        {participation === 'not_started' ? (
          <button type="button" className="btn btn-primary" disabled={!open || busy} onClick={() => act('join')} data-testid="join">
            {t('detail.join')}
          </button>
        ) : (
          <>
            <span className="btn btn-secondary" aria-disabled="true" data-testid="participating">
              {t('detail.participating')}
            </span>
            {participation === 'in_progress' && (
              <ConfirmButton
                className="btn btn-link"
                label={t('detail.leave')}
                disabled={busy}
                testId="leave"
                confirm={{
                  title: t('confirm.leaveTitle'),
                  message: t('confirm.leaveText'),
                  confirmLabel: t('confirm.leaveYes'),
                  cancelLabel: t('confirm.leaveNo'),
                }}
                onConfirm={() => act('leave')}
              />
            )}
          </>
        )}
      </div>
      <TabList tabs={TABS} tab={tab} onTab={setTab} />
      <div role="tabpanel" className="tab-panel">
        {tab === 'overview' && <Overview challenge={c} />}
        {tab === 'workspace' && <Workspace challenge={c} mine={mine} open={open} busy={busy} onJoin={() => act('join')} />}
        {tab === 'evaluation' && <Evaluation mine={mine} />}
        {tab === 'resources' && <Resources challenge={c} />}
      </div>
      <Link to="/tovspark/challenges">{t('detail.back')}</Link>
    </section>
  );
}

function Overview({ challenge: c }: { challenge: TChallenge }) {
  const { t, i18n } = useTranslation('tovspark');
  return (
    <div data-testid="overview">
      <p className="pre-line">
        <UserText>{c.description}</UserText>
      </p>
      <dl className="facts">
        <dt>{t('detail.company')}</dt>
        <dd>
          <UserText>{c.companyName}</UserText>
        </dd>
        <dt>{t('detail.deadline')}</dt>
        <dd>{new Date(c.deadline).toLocaleString(i18n.resolvedLanguage)}</dd>
        <dt>{t('detail.rewards')}</dt>
        <dd>{c.rewards.length ? c.rewards.map((r) => t(`reward.${r}`)).join(', ') : t('detail.none')}</dd>
      </dl>
    </div>
  );
}

/**
 * The caller's work: once handed in, all of it read-only (description, code, demo URL, files: issue 24
 * item 11); before, the form, but only for a participant (a submission needs the participation, so
 * the way to join is offered here instead of a form that would refuse).
 */
function Workspace({
  challenge,
  mine,
  open,
  busy,
  onJoin,
}: {
  challenge: TChallenge;
  mine: TMySubmission | null;
  open: boolean;
  busy: boolean;
  onJoin: () => void;
}) {
  const { t } = useTranslation('tovspark');
  if (!mine) return <p role="status">{t('common.loading')}</p>;
  const submission = mine.submission;
  if (submission && submission.status !== 'draft') {
    return (
      <div data-testid="submitted">
        <p className="alert alert-success">{t(submission.status === 'evaluated' ? 'workspace.evaluated' : 'workspace.handedIn')}</p>
        <h2>{t('workspace.yourWork')}</h2>
        <SubmissionWork submission={submission} />
      </div>
    );
  }
  if (!open) return <p className="empty-state">{t('workspace.closed')}</p>;
  if (mine.participationStatus === 'not_started')
    return (
      <div className="empty-state" data-testid="join-first">
        <p>{t('workspace.joinFirst')}</p>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onJoin} data-testid="join-workspace">
          {t('detail.join')}
        </button>
      </div>
    );
  return <SubmissionForm challengeId={challenge.id} draft={submission} />;
}

function Evaluation({ mine }: { mine: TMySubmission | null }) {
  const { t } = useTranslation('tovspark');
  const s = mine?.submission;
  if (!s || s.status !== 'evaluated' || s.score === null)
    return (
      <p className="empty-state" data-testid="evaluation-pending">
        {t(s?.status === 'submitted' ? 'evaluation.pending' : 'evaluation.none')}
      </p>
    );
  return (
    <div data-testid="evaluation">
      <p className="score-line">{t('evaluation.score', { score: s.score })}</p>
      <h2>{t('evaluation.feedback')}</h2>
      <p className="pre-line">
        <UserText>{s.feedback}</UserText>
      </p>
    </div>
  );
}

function Resources({ challenge: c }: { challenge: TChallenge }) {
  const { t } = useTranslation('tovspark');
  return (
    <dl className="facts" data-testid="resources">
      <dt>{t('detail.mentor')}</dt>
      <dd>{c.mentor ? <UserText>{c.mentor}</UserText> : t('detail.none')}</dd>
      <dt>{t('detail.culturalGuide')}</dt>
      <dd className="pre-line">{c.culturalGuide ? <UserText>{c.culturalGuide}</UserText> : t('detail.none')}</dd>
    </dl>
  );
}
