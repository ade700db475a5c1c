import { useTranslation } from 'react-i18next';
import type { TAssessment } from '@tov/contracts';
import { ChangePathItem } from './ChangePathItem';
import { interfaceLanguage, textIn } from './text';

/**
 * The answer of a mode that saves nothing (quick check, recommendations, change paths), shown on the
 * form: what the applicant asked for, and that a full assessment keeps the result.
 */
export function QuickResult({ result }: { result: TAssessment }) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  return (
    <article className="card quick-result" data-testid={`quick-result-${result.mode}`} aria-live="polite">
      <h2>{t(`visa.modes.${result.mode}.title`)}</h2>
      <p className={result.eligible ? 'eligible' : 'ineligible'}>
        <strong>{result.eligible ? t('visa.result.eligible') : t('visa.result.ineligible')}</strong> · {t('visa.result.scoreOf', { score: result.score })}
      </p>
      {result.mode === 'recommendation' && (
        <ul className="plain-list">
          {result.recommendationTexts.length === 0 ? (
            <li>{t('visa.result.none')}</li>
          ) : (
            result.recommendationTexts.map((r, i) => <li key={i}>{textIn(r, lng)}</li>)
          )}
        </ul>
      )}
      {result.mode === 'changePath' && (
        <ul className="plain-list">
          {result.changePaths.length === 0 ? <li>{t('visa.result.none')}</li> : result.changePaths.map((p, i) => <ChangePathItem key={i} path={p} />)}
        </ul>
      )}
      <p className="muted">{t('visa.modes.notSaved')}</p>
    </article>
  );
}
