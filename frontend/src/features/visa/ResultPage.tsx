import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { TAssessment } from '@tov/contracts';
import { errorText } from '../../api/error-text';
import { notify } from '../../app/notify';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ChangePathItem } from './ChangePathItem';
import { ExpertMatching } from './ExpertMatching';
import { ResultBreakdown } from './ResultBreakdown';
import { ScoreGauge } from './ScoreGauge';
import { interfaceLanguage, textIn } from './text';
import { VisaNav } from './VisaNav';
import { useAssessmentQuery, useIsBookmarkedQuery, useSendFeedbackMutation, useSendSummaryMutation, useSetBookmarkMutation } from './visa-endpoints';
import { COMPARE_LIMIT, compareToggled, resultShown } from './visa-slice';

function Actions({ result }: { result: TAssessment }) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.user);
  const selection = useAppSelector((s) => s.visa.compareSelection);
  const id = result.assessmentId;
  const bookmark = useIsBookmarkedQuery(id);
  const [setBookmark, bookmarking] = useSetBookmarkMutation();
  const [sendSummary, sending] = useSendSummaryMutation();
  const [sendFeedback, sendingFeedback] = useSendFeedbackMutation();
  const [rating, setRating] = useState('5');
  const [comment, setComment] = useState('');
  const bookmarked = bookmark.isError ? false : (bookmark.data ?? null);
  const inCompare = selection.includes(id);

  // The client toasts what failed; the page only logs it.
  const logFailure = (name: string) => (e: { code?: string }) => console.warn('[visa] action failed', name, e.code);

  return (
    <div className="section-grid">
      <article className="card">
        <h2>{t('visa.result.actions')}</h2>
        <div className="link-row">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={bookmarked === null || bookmarking.isLoading}
            data-testid="bookmark"
            onClick={() =>
              void setBookmark({ assessmentId: id, bookmarked: !bookmarked })
                .unwrap()
                .then(() => notify.success(bookmarked ? t('visa.result.unbookmarked') : t('visa.result.bookmarked')), logFailure('bookmark'))
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
          <Link to="/visa/compare" className="btn btn-ghost">
            {t('visa.nav.compare')}
          </Link>
        </div>
      </article>
      <article className="card">
        <h2>{t('visa.result.emailTitle')}</h2>
        <p className="muted" data-testid="email-recipient">
          {t('visa.result.emailTo', { email: user?.email ?? '' })}
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={sending.isLoading}
          data-testid="email-send"
          onClick={() =>
            void sendSummary({ assessmentId: id, language: lng })
              .unwrap()
              .then((queued) => notify.success(t('visa.result.emailSent', { email: queued.to })), logFailure('email'))
          }
        >
          {t('visa.result.emailSend')}
        </button>
      </article>
      <article className="card">
        <h2>{t('visa.result.feedbackTitle')}</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void sendFeedback({ assessmentId: id, rating: Number(rating), comment })
              .unwrap()
              .then(() => {
                setComment('');
                notify.success(t('visa.result.feedbackSent'));
              }, logFailure('feedback'));
          }}
        >
          <label className="field">
            <span>{t('visa.result.rating')}</span>
            <select value={rating} onChange={(e) => setRating(e.target.value)}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {t('visa.result.stars', { count: n })}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('visa.result.comment')}</span>
            <textarea rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
          </label>
          <button type="submit" className="btn btn-secondary" disabled={sendingFeedback.isLoading}>
            {t('visa.result.feedbackSend')}
          </button>
        </form>
      </article>
    </div>
  );
}

/**
 * Which rules scored the result. A current rule set gathers rules of different dates, so its own
 * "from" date is only shown when it is older than the day the set was checked against public sources.
 */
function ruleSetLine(t: TFunction, result: TAssessment, lng: string): string {
  const day = (iso: string) => new Date(`${iso}T00:00:00`).toLocaleDateString(lng);
  const checked = result.ruleSetCheckedOn;
  if (result.ruleSetKind !== 'current' || !checked) return t(`visa.result.ruleSet.${result.ruleSetKind}`, { date: day(result.ruleSetEffectiveFrom) });
  if (result.ruleSetEffectiveFrom < checked)
    return t('visa.result.ruleSet.currentSinceChecked', { date: day(result.ruleSetEffectiveFrom), checked: day(checked) });
  return t('visa.result.ruleSet.currentChecked', { checked: day(checked) });
}

/**
 * One headline verdict: one score on one scale (0-100, pass line on the same scale; decision 135),
 * with the visa's own points table under the breakdown as how it was reached, which rules scored it
 * and since when, what to do next, and the actions.
 */
export default function ResultPage() {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const last = useAppSelector((s) => s.visa.lastResult);
  // The result just evaluated (or shown last) is on screen at once; any other is read from the service.
  const [kept] = useState<TAssessment | null>(last && last.assessmentId === id ? last : null);
  const fromService = useAssessmentQuery(id, { skip: kept?.assessmentId === id });
  const result = kept?.assessmentId === id ? kept : (fromService.currentData ?? null);
  const error = fromService.isError ? fromService.error : null;

  useEffect(() => {
    if (fromService.currentData) dispatch(resultShown(fromService.currentData));
  }, [dispatch, fromService.currentData]);

  if (error) {
    return (
      <section className="page">
        <h1>{t('visa.result.title')}</h1>
        <div className="alert alert-error" role="alert">
          {errorText(i18n, error, 'visa:visa.result.notFound')}
        </div>
        <VisaNav />
      </section>
    );
  }
  if (!result) return <p role="status">{t('common.loading')}</p>;

  const code = result.visaSubtype ?? result.visaType;
  return (
    <section className="page visa-result" data-testid="visa-result">
      <h1>{t('visa.result.pageTitle', { code })}</h1>
      <VisaNav />
      <div className="card result-head">
        <ScoreGauge
          score={result.score}
          passMark={result.passScore}
          label={t('visa.result.score')}
          passLabel={t('visa.result.passLine', { score: result.passScore })}
        />
        <div>
          <p className="muted">
            {code} · {t(`visa.applicationTypes.${result.applicationType}`, { defaultValue: result.applicationType })} ·{' '}
            {new Date(result.evaluatedAt).toLocaleString(lng)}
          </p>
          <h2 className={result.eligible ? 'eligible' : 'ineligible'} data-testid="eligibility">
            {result.eligible ? t('visa.result.eligible') : t('visa.result.ineligible')}
          </h2>
          <p data-testid="result-score">{t('visa.result.scoreLine', { score: result.score, pass: result.passScore })}</p>
          <p className="muted" data-testid="score-meaning">
            {result.scoreKind === 'points' ? t('visa.result.pointsMeaning') : t('visa.result.readinessMeaning')}
          </p>
          <p className="muted" data-testid="rule-set">
            {ruleSetLine(t, result, lng)}
          </p>
        </div>
      </div>

      <ResultBreakdown result={result} />

      <div className="section-grid">
        <article className="card">
          <h2>{t('visa.result.recommendations')}</h2>
          {result.recommendationTexts.length === 0 ? (
            <p className="empty-state">{t('visa.result.none')}</p>
          ) : (
            <ul className="plain-list" data-testid="recommendations">
              {result.recommendationTexts.map((r, i) => (
                <li key={i}>{textIn(r, lng)}</li>
              ))}
            </ul>
          )}
        </article>
        <article className="card">
          <h2>{t('visa.result.missingDocuments')}</h2>
          {result.missingDocuments.length === 0 ? (
            <p className="empty-state">{t('visa.result.noMissing')}</p>
          ) : (
            <ul className="plain-list" data-testid="missing-documents">
              {result.missingDocuments.map((d) => (
                <li key={d}>{t(`visa.o.${d}`, { defaultValue: d })}</li>
              ))}
            </ul>
          )}
        </article>
        <article className="card">
          <h2>{t('visa.result.changePaths')}</h2>
          {result.changePaths.length === 0 ? (
            <p className="empty-state">{t('visa.result.none')}</p>
          ) : (
            <ul className="plain-list" data-testid="change-paths">
              {result.changePaths.map((p, i) => (
                <ChangePathItem key={i} path={p} />
              ))}
            </ul>
          )}
        </article>
      </div>
      {result.roadmap && result.roadmap.length > 0 && (
        <article className="card">
          <h2>{t('visa.result.roadmap')}</h2>
          <ol className="plain-list" data-testid="roadmap">
            {result.roadmap.map((r) => (
              <li key={r.step}>
                <strong>{textIn(r.titleText, lng)}</strong> {textIn(r.detailText, lng)}
              </li>
            ))}
          </ol>
        </article>
      )}
      <Actions result={result} />
      <ExpertMatching assessmentId={result.assessmentId} />
    </section>
  );
}
