import { useTranslation } from 'react-i18next';
import type { TChangePath } from '@tov/contracts';
import { interfaceLanguage, textIn } from './text';

/**
 * One change-of-status path: the status, its reason and, for a path not open yet (E-7-4 for an
 * E-9, E-10 or H-2 worker still short of a condition), a mark saying so and what is missing.
 */
export function ChangePathItem({ path }: { path: TChangePath }) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  // Paths answered before paths had conditions were all open.
  const missing = path.missingConditions ?? [];
  const open = path.eligible !== false && missing.length === 0;
  return (
    <li data-testid="change-path" data-open={open}>
      <strong>{path.visaSubtype ?? path.visaType}</strong>{' '}
      {!open && (
        <>
          <span className="badge badge-danger" data-testid="path-not-yet">
            {t('visa.result.pathNotYet')}
          </span>{' '}
        </>
      )}
      {textIn(path.reasonText, lng)}
      {missing.length > 0 && (
        <>
          <div className="muted">{t('visa.result.pathMissing')}</div>
          <ul className="plain-list" data-testid="path-missing">
            {missing.map((c) => (
              <li key={c.condition}>{textIn(c.text, lng)}</li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
