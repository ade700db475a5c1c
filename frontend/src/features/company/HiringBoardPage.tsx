import type { TCandidateCard, THiringStage } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { shownError } from '../../api/error-text';
import { notify } from '../../app/notify';
import { CallError, Loading } from '../../components/CallError';
import { UserText } from '../../components/UserText';
import { useMoveCandidateMutation, usePipelineQuery } from './company-endpoints';
import { CandidateSource, GateChip, HireDialog, legalMoves, MoveFailure, RejectDialog } from './hiring-parts';

/**
 * The hiring board (issue 21 §2, decision 143): a column per stage, each card with its source, the
 * visa gate's verdict once an offer exists, and a button for each legal move (keyboard first; no
 * drag and drop). A refused move (409) is explained and the board read again.
 */
export default function HiringBoardPage() {
  const { t } = useTranslation('company');
  const board = usePipelineQuery();
  const [move, moving] = useMoveCandidateMutation();
  const [asking, setAsking] = useState<{ card: TCandidateCard; to: 'rejected' | 'hired' } | null>(null);

  const send = (card: TCandidateCard, stage: THiringStage, notes?: string) => {
    move({ id: card.id, body: { stage, ...(notes ? { notes } : {}) } })
      .unwrap()
      .then(() => notify.success(t('hiring.moved', { name: card.name, stage: t(`hiringStage.${stage}`) })))
      .catch((error: unknown) => {
        if (shownError(error).status === 409) void board.refetch();
      })
      .finally(() => setAsking(null));
  };
  const onMove = (card: TCandidateCard, to: THiringStage) => {
    moving.reset();
    if (to === 'rejected' || to === 'hired') setAsking({ card, to });
    else send(card, to);
  };

  return (
    <section data-testid="hiring-board">
      <h1>{t('hiring.title')}</h1>
      <p className="lead">{t('hiring.intro')}</p>
      <MoveFailure error={moving.error} />
      {board.isLoading && <Loading ns="company" />}
      {board.isError && <CallError ns="company" error={board.error} fallbackKey="hiring.failed" />}
      {board.data && (
        <div className="hiring-columns" role="region" aria-label={t('hiring.columns')} tabIndex={0}>
          {board.data.stages.map((column) => (
            <section key={column.stage} className="hiring-column" aria-labelledby={`col-${column.stage}`} data-testid={`column-${column.stage}`}>
              <h2 id={`col-${column.stage}`}>
                {t(`hiringStage.${column.stage}`)} <span className="muted">({column.count})</span>
              </h2>
              {column.candidates.length === 0 ? (
                <p className="muted">{t('hiring.emptyColumn')}</p>
              ) : (
                <ul className="hiring-cards">
                  {column.candidates.map((card) => (
                    <li key={card.id} className="card hiring-card" data-testid="candidate-card" data-candidate={card.id}>
                      <Link to={`/company/hiring/candidates/${encodeURIComponent(card.id)}`} className="hiring-name">
                        <UserText>{card.name}</UserText>
                      </Link>
                      <p className="muted" data-testid="card-source">
                        <CandidateSource candidate={card} />
                      </p>
                      {card.gate && <GateChip gate={card.gate} />}
                      {legalMoves(card.stage, card.nextStages).length > 0 && (
                        <div className="row-actions">
                          {legalMoves(card.stage, card.nextStages).map((to) => (
                            <button
                              key={to}
                              type="button"
                              className={`btn btn-small ${to === 'rejected' ? 'btn-danger' : 'btn-secondary'}`}
                              disabled={moving.isLoading}
                              aria-haspopup={to === 'rejected' || to === 'hired' ? 'dialog' : undefined}
                              aria-label={t('hiring.moveLabel', { action: t(`hiring.moveTo.${to}`), name: card.name })}
                              onClick={() => onMove(card, to)}
                              data-testid={`move-${to}`}
                            >
                              {t(`hiring.moveTo.${to}`)}
                            </button>
                          ))}
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
      <RejectDialog
        open={asking?.to === 'rejected'}
        name={asking?.card.name ?? ''}
        busy={moving.isLoading}
        onCancel={() => setAsking(null)}
        onReject={(notes) => asking && send(asking.card, 'rejected', notes)}
      />
      <HireDialog
        open={asking?.to === 'hired'}
        name={asking?.card.name ?? ''}
        gate={asking?.card.gate ?? null}
        busy={moving.isLoading}
        onCancel={() => setAsking(null)}
        onHire={() => asking && send(asking.card, 'hired')}
      />
    </section>
  );
}
