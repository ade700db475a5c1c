import { useTranslation } from 'react-i18next';
import { Link, NavLink, Route, Routes, useParams } from 'react-router-dom';

/** The challenge program's screens known from labels (spec 000 §2-3); its service lands later. */
export const TOVSPARK_AREAS = ['challenges', 'talents', 'companies', 'leaderboard', 'sparkpoints', 'visa-matching'] as const;
export const CHALLENGE_SORTS = ['trending', 'newest', 'highestPoints', 'mostParticipants', 'deadline'] as const;

function Overview() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('tovspark.title')}</h1>
      <p className="lead">{t('tovspark.description')}</p>
      <ul className="card-grid">
        {TOVSPARK_AREAS.map((a) => (
          <li key={a} className="card">
            <h2>{t(`tovspark.areas.${a}.title`)}</h2>
            <p>{t(`tovspark.areas.${a}.description`)}</p>
            <Link to={`/tovspark/${a}`}>{t('common.open')}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function Area() {
  const { t } = useTranslation();
  const { area = '' } = useParams();
  if (!(TOVSPARK_AREAS as readonly string[]).includes(area)) {
    return (
      <>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.description')}</p>
      </>
    );
  }
  return (
    <>
      <h1>{t(`tovspark.areas.${area}.title`)}</h1>
      <p className="lead">{t(`tovspark.areas.${area}.description`)}</p>
      {area === 'challenges' && (
        <label className="inline-field">
          {t('tovspark.sortLabel')}
          <select defaultValue="trending">
            {CHALLENGE_SORTS.map((s) => (
              <option key={s} value={s}>{t(`tovspark.sort.${s}`)}</option>
            ))}
          </select>
        </label>
      )}
      <p className="empty-state">{t('common.serviceNotAvailable')}</p>
      <Link to="/tovspark" className="btn btn-secondary">{t('tovspark.back')}</Link>
    </>
  );
}

export default function TovsparkSection() {
  const { t } = useTranslation();
  return (
    <section className="page section-with-nav">
      <nav className="sub-nav" aria-label={t('tovspark.title')}>
        <NavLink to="/tovspark" end>{t('tovspark.overview')}</NavLink>
        {TOVSPARK_AREAS.map((a) => (
          <NavLink key={a} to={`/tovspark/${a}`}>{t(`tovspark.areas.${a}.title`)}</NavLink>
        ))}
      </nav>
      <div>
        <Routes>
          <Route index element={<Overview />} />
          <Route path=":area/*" element={<Area />} />
        </Routes>
      </div>
    </section>
  );
}
