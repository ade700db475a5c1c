import type { TChallenge, TMySubmission } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorText } from '../../api/error-text';
import { UserText } from '../../components/UserText';
import { SubmissionForm } from './SubmissionForm';
import { useChallengeQuery, useMySubmissionQuery, useParticipateMutation } from './tovspark-endpoints';

const TABS = ['overview', 'workspace', 'evaluation', 'resources'] as const;
type Tab = (typeof TABS)[number];

/** A challenge with the tabs of spec 000 §3: overview, workspace (the submission), evaluation, resources. */
export default function ChallengeDetailPage() {
  const { t, i18n } = useTranslation('tovspark');
  const { id = '' } = useParams();
  const [tab, setTab] = useState<Tab>('overview');
  const challenge = useChallengeQuery(id);
  const mineRead = useMySubmissionQuery(id);
  const mine = mineRead.isError ? null : (mineRead.data ?? null);
  // Joining or leaving refreshes the challenge and one's participation (tags).
  const [participate, { isLoading: busy }] = useParticipateMutation();

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
  const c = challenge.data;
  const participation = mine ? mine.participationStatus : c.participationStatus;
  const open = c.status === 'published' && c.daysLeft > 0;
  // The client toasts a failure.
  const act = (call: 'join' | 'leave') => void participate({ challengeId: c.id, join: call === 'join' });

  return (
    <section className="challenge-detail" data-testid="challenge-detail">
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
              <button type="button" className="btn btn-link" disabled={busy} onClick={() => act('leave')} data-testid="leave">
                {t('detail.leave')}
              </button>
            )}
          </>
        )}
      </div>
      <div className="tabs" role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            role="tab"
            type="button"
            aria-selected={tab === k}
            className={tab === k ? 'active' : ''}
            onClick={() => setTab(k)}
            data-testid={`tab-${k}`}
          >
            {t(`detail.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="tab-panel">
        {tab === 'overview' && <Overview challenge={c} />}
        {tab === 'workspace' && <Workspace challenge={c} mine={mine} open={open} />}
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

function Workspace({ challenge, mine, open }: { challenge: TChallenge; mine: TMySubmission | null; open: boolean }) {
  const { t } = useTranslation('tovspark');
  if (!mine) return <p role="status">{t('common.loading')}</p>;
  const submission = mine.submission;
  if (submission && submission.status !== 'draft') {
    return (
      <div data-testid="submitted">
        <p className="alert alert-success">{t(submission.status === 'evaluated' ? 'workspace.evaluated' : 'workspace.handedIn')}</p>
        <p className="pre-line">
          <UserText>{submission.description}</UserText>
        </p>
        {submission.demoUrl && (
          <p>
            <a href={submission.demoUrl} rel="noreferrer noopener" target="_blank">
              {submission.demoUrl}
            </a>
          </p>
        )}
      </div>
    );
  }
  if (!open) return <p className="empty-state">{t('workspace.closed')}</p>;
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
