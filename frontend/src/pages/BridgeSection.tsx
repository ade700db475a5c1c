import { useTranslation } from 'react-i18next';
import { Link, NavLink, Route, Routes, useParams } from 'react-router-dom';

/** Community screen groups known by name only (spec 000 §2). */
export const BRIDGE_AREAS = ['classes', 'events', 'sessions', 'buddy', 'talktalk', 'calendar', 'leaderboard', 'media', 'projects', 'help', 'admin'] as const;

function BridgeNav() {
  const { t } = useTranslation();
  return (
    <nav className="sub-nav" aria-label={t('bridge.title')}>
      <NavLink to="/bridge" end>
        {t('bridge.hub')}
      </NavLink>
      {BRIDGE_AREAS.map((a) => (
        <NavLink key={a} to={`/bridge/${a}`}>
          {t(`bridge.areas.${a}.title`)}
        </NavLink>
      ))}
    </nav>
  );
}

function BridgeHub() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('bridge.title')}</h1>
      <p className="lead">{t('bridge.description')}</p>
      <ul className="card-grid">
        {BRIDGE_AREAS.map((a) => (
          <li key={a} className="card">
            <h2>{t(`bridge.areas.${a}.title`)}</h2>
            <p>{t(`bridge.areas.${a}.description`)}</p>
            <Link to={`/bridge/${a}`}>{t('common.open')}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function BridgeArea() {
  const { t } = useTranslation();
  const { area = '', id } = useParams();
  const known = (BRIDGE_AREAS as readonly string[]).includes(area);
  if (!known) {
    return (
      <>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.description')}</p>
      </>
    );
  }
  return (
    <>
      <h1>{t(`bridge.areas.${area}.title`)}</h1>
      <p className="lead">{t(`bridge.areas.${area}.description`)}</p>
      {id && <p className="muted">#{id}</p>}
      <p className="empty-state">{t('bridge.empty')}</p>
      <Link to="/bridge" className="btn btn-secondary">
        {t('bridge.backToHub')}
      </Link>
    </>
  );
}

export default function BridgeSection() {
  return (
    <section className="page section-with-nav">
      <BridgeNav />
      <div>
        <Routes>
          <Route index element={<BridgeHub />} />
          <Route path=":area" element={<BridgeArea />} />
          <Route path=":area/:id" element={<BridgeArea />} />
          <Route path="*" element={<BridgeArea />} />
        </Routes>
      </div>
    </section>
  );
}
