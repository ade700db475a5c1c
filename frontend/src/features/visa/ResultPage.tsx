import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { loadVisaApi } from '../../api/lazy-apis';
import type { ApiError } from '../../api/errors';
import { notify } from '../../app/notify';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { localText } from './local-text';
import { ScoreGauge } from './ScoreGauge';
import type { Assessment, ChangePath, MatchingRequest } from './types';
import { VisaNav } from './VisaNav';
import { COMPARE_LIMIT, bookmarkSet, compareToggled, resultShown } from './visa-slice';

function Actions({ result }: { result: Assessment }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.user);
  const selection = useAppSelector((s) => s.visa.compareSelection);
  const [bookmarked, setBookmarked] = useState<boolean | null>(null);
  const [email, setEmail] = useState(user?.email ?? '');
  const [rating, setRating] = useState('5');
  const [comment, setComment] = useState('');
  const [matching, setMatching] = useState<MatchingRequest | null>(null);
  const [serviceOption, setServiceOption] = useState('CONSULTATION');
  const [busy, setBusy] = useState<string | null>(null);
  const id = result.assessmentId;
  const inCompare = selection.includes(id);

  useEffect(() => {
    void loadVisaApi().then((api) => api.isBookmarked(id)).then(setBookmarked, () => setBookmarked(false));
  }, [id]);

  const run = async (name: string, fn: () => Promise<void>) => {
    setBusy(name);
    try {
      await fn();
    } catch (e) {
      console.warn('[visa] action failed', name, (e as ApiError).code);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="section-grid">
      <article className="card">
        <h2>{t('visa.result.actions')}</h2>
        <div className="link-row">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={bookmarked === null || busy === 'bookmark'}
            data-testid="bookmark"
            onClick={() =>
              void run('bookmark', async () => {
                const api = await loadVisaApi();
                if (bookmarked) await api.removeBookmark(id);
                else await api.addBookmark(id);
                dispatch(bookmarkSet({ assessmentId: id, bookmarked: !bookmarked }));
                setBookmarked(!bookmarked);
                notify.success(bookmarked ? t('visa.result.unbookmarked') : t('visa.result.bookmarked'));
              })
            }
          >
            {bookmarked ? `★ ${t('visa.result.removeBookmark')}` : `☆ ${t('visa.result.bookmark')}`}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            data-testid="compare-toggle"
            disabled={!inCompare && selection.length >= COMPARE_LIMIT}
            onClick={() => dispatch(compareToggled(id))}
          >
            {inCompare ? t('visa.result.removeFromCompare') : t('visa.result.addToCompare')} ({selection.length}/{COMPARE_LIMIT})
          </button>
          <Link to="/visa/compare" className="btn btn-ghost">{t('visa.nav.compare')}</Link>
        </div>
      </article>
      <article className="card">
        <h2>{t('visa.result.emailTitle')}</h2>
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            void run('email', async () => {
              await (await loadVisaApi()).sendSummary(id, email, document.documentElement.lang || 'ko');
              notify.success(t('visa.result.emailSent'));
            });
          }}
        >
          <input type="email" required aria-label={t('register.fields.email')} value={email} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" className="btn btn-secondary" disabled={busy === 'email' || !email}>{t('visa.result.emailSend')}</button>
        </form>
      </article>
      <article className="card">
        <h2>{t('visa.result.feedbackTitle')}</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run('feedback', async () => {
              await (await loadVisaApi()).feedback(id, Number(rating), comment);
              setComment('');
              notify.success(t('visa.result.feedbackSent'));
            });
          }}
        >
          <label className="field">
            <span>{t('visa.result.rating')}</span>
            <select value={rating} onChange={(e) => setRating(e.target.value)}>
              {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{'★'.repeat(n)}</option>)}
            </select>
          </label>
          <label className="field">
            <span>{t('visa.result.comment')}</span>
            <textarea rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
          </label>
          <button type="submit" className="btn btn-secondary" disabled={busy === 'feedback'}>{t('visa.result.feedbackSend')}</button>
        </form>
      </article>
      <article className="card">
        <h2>{t('visa.result.expertTitle')}</h2>
        {!matching ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy === 'matching'}
            data-testid="request-expert"
            onClick={() =>
              void run('matching', async () => {
                setMatching(await (await loadVisaApi()).createMatching(id, { visaType: result.visaType, language: document.documentElement.lang }));
              })
            }
          >
            {t('visa.result.requestExpert')}
          </button>
        ) : matching.experts.length === 0 ? (
          <p className="empty-state">{t('visa.result.noExperts')}</p>
        ) : (
          <>
            <label className="field">
              <span>{t('visa.result.serviceOption')}</span>
              <select value={serviceOption} onChange={(e) => setServiceOption(e.target.value)}>
                {['CONSULTATION', 'DOCUMENT_PREPARATION', 'FULL_AGENCY'].map((o) => <option key={o} value={o}>{t(`visa.o.${o}`)}</option>)}
              </select>
            </label>
            <ol className="plain-list">
              {matching.experts.map((x) => (
                <li key={x.expertId}>
                  <strong>{x.name}</strong> {x.score !== undefined && <span className="muted">({x.score})</span>}{' '}
                  {matching.selectedExpertId === x.expertId ? (
                    <span className="badge">{t('visa.result.selected')}</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-small btn-secondary"
                      disabled={Boolean(matching.selectedExpertId) || busy === 'select'}
                      onClick={() =>
                        void run('select', async () => {
                          setMatching(await (await loadVisaApi()).selectExpert(matching.matchingId, x.expertId, serviceOption));
                          notify.success(t('visa.result.expertChosen'));
                        })
                      }
                    >
                      {t('visa.result.chooseExpert')}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </article>
    </div>
  );
}

/** Eligibility, score gauge, breakdown, recommendations, missing documents, change paths and actions. */
export default function ResultPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const last = useAppSelector((s) => s.visa.lastResult);
  const [result, setResult] = useState<Assessment | null>(last && last.assessmentId === id ? last : null);
  const [error, setError] = useState<string | null>(null);
  const lng = i18n.resolvedLanguage ?? 'ko';

  useEffect(() => {
    if (result && result.assessmentId === id) return;
    loadVisaApi()
      .then((api) => api.get(id))
      .then(
        (r) => {
          setResult(r);
          dispatch(resultShown(r));
        },
        (e: ApiError) => setError(e.message || t('visa.result.notFound')),
      );
  }, [dispatch, id, result, t]);

  if (error) {
    return (
      <section className="page">
        <h1>{t('visa.result.title')}</h1>
        <div className="alert alert-error" role="alert">{error}</div>
        <VisaNav />
      </section>
    );
  }
  if (!result) return <p role="status">{t('common.loading')}</p>;

  return (
    <section className="page visa-result" data-testid="visa-result">
      <h1>{t('visa.result.title')}</h1>
      <VisaNav />
      <div className="card result-head">
        <ScoreGauge score={result.score} passMark={result.passScore} label={t('visa.result.score')} />
        <div>
          <p className="muted">
            {result.visaType} · {t(`visa.applicationTypes.${result.applicationType}`, { defaultValue: result.applicationType })} · {new Date(result.evaluatedAt).toLocaleString(lng)}
          </p>
          <h2 className={result.eligible ? 'eligible' : 'ineligible'} data-testid="eligibility">
            {result.eligible ? t('visa.result.eligible') : t('visa.result.ineligible')}
          </h2>
          <p>
            {t('visa.result.score')}: <strong data-testid="result-score">{result.score}</strong> / 100
            {result.passScore !== undefined && <> · {t('visa.result.passScore')}: {result.passScore}</>}
          </p>
          {result.totalPoints !== undefined && (
            <p>
              {t('visa.result.points2')}: <strong data-testid="result-points">{result.totalPoints}</strong>
              {result.maxPoints !== undefined && <> / {result.maxPoints}</>}
              {result.passMark !== undefined && <> · {t('visa.result.passMark')}: {result.passMark}</>}
            </p>
          )}
        </div>
      </div>

      <article className="card">
        <h2>{t('visa.result.breakdown')}</h2>
        {result.breakdown.length === 0 ? (
          <p className="empty-state">{t('visa.result.noBreakdown')}</p>
        ) : (
          <div className="table-wrap">
            <table data-testid="breakdown">
              <thead>
                <tr>
                  <th>{t('visa.result.criterion')}</th>
                  <th>{t('visa.result.points')}</th>
                  <th>{t('visa.result.yourValue')}</th>
                  <th>{t('visa.result.threshold')}</th>
                  <th>{t('visa.result.improvement')}</th>
                </tr>
              </thead>
              <tbody>
                {result.breakdown.map((b) => (
                  <tr key={b.criterion}>
                    <td>{localText(b.label, lng) || b.criterion} {b.passed === false && <span className="badge">✕</span>}</td>
                    <td>{b.points} / {b.maxPoints}</td>
                    <td>{localText(b.applicantValue, lng)}</td>
                    <td>{localText(b.threshold, lng)}</td>
                    <td>{localText(b.improvement, lng) || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </article>

      <div className="section-grid">
        <article className="card">
          <h2>{t('visa.result.recommendations')}</h2>
          {result.recommendations.length === 0 ? (
            <p className="empty-state">{t('visa.result.none')}</p>
          ) : (
            <ul className="plain-list">{result.recommendations.map((r, i) => <li key={i}>{localText(r, lng)}</li>)}</ul>
          )}
        </article>
        <article className="card">
          <h2>{t('visa.result.missingDocuments')}</h2>
          {result.missingDocuments.length === 0 ? (
            <p className="empty-state">{t('visa.result.noMissing')}</p>
          ) : (
            <ul className="plain-list" data-testid="missing-documents">{result.missingDocuments.map((d) => <li key={d}>{t(`visa.o.${d}`, { defaultValue: d })}</li>)}</ul>
          )}
        </article>
        <article className="card">
          <h2>{t('visa.result.changePaths')}</h2>
          {result.changePaths.length === 0 ? (
            <p className="empty-state">{t('visa.result.none')}</p>
          ) : (
            <ul className="plain-list">
              {result.changePaths.map((p, i) => {
                const cp = (typeof p === 'string' ? { title: p } : p) as ChangePath;
                const target = cp.toVisa ?? cp.targetVisa ?? cp.visaType;
                return (
                  <li key={i}>
                    {target && <strong>{target} </strong>}
                    {cp.visaSubtype && <span className="muted">({cp.visaSubtype}) </span>}
                    {localText(cp.title ?? cp.reason ?? cp.description ?? '', lng)}
                  </li>
                );
              })}
            </ul>
          )}
        </article>
      </div>
      {result.roadmap && result.roadmap.length > 0 && (
        <article className="card">
          <h2>{t('visa.result.roadmap')}</h2>
          <ol className="plain-list" data-testid="roadmap">
            {result.roadmap.map((r, i) => (
              <li key={i}>
                <strong>{localText(r.title, lng)}</strong> {localText(r.detail, lng)}
              </li>
            ))}
          </ol>
        </article>
      )}
      <Actions result={result} />
    </section>
  );
}
