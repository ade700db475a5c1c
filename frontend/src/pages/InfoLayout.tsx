import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface InfoLink {
  to: string;
  labelKey: string;
}

/**
 * A page whose full content is later work (spec 000 §2 "content not shown"): a real heading,
 * a description, what the page will offer, and where to go from here.
 */
export function InfoLayout({ ns, links, children }: { ns: string; links: InfoLink[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const points = t(`${ns}.points`, { returnObjects: true }) as unknown;
  return (
    <section className="page info-page">
      <h1>{t(`${ns}.title`)}</h1>
      <p className="lead">{t(`${ns}.description`)}</p>
      {Array.isArray(points) && (
        <ul className="check-list">
          {points.map((p) => (
            <li key={String(p)}>{String(p)}</li>
          ))}
        </ul>
      )}
      {children}
      <nav className="info-nav" aria-label={t('common.relatedLinks')}>
        <h2>{t('common.relatedLinks')}</h2>
        <ul className="link-row">
          {links.map((l) => (
            <li key={l.to}>
              <Link className="btn btn-secondary" to={l.to}>
                {t(l.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
