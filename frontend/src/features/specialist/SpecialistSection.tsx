import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import NotFoundPage from '../../pages/NotFoundPage';
import PricingPage from './PricingPage';
import ProProfilePage from './ProProfilePage';
import RequestDetailPage from './RequestDetailPage';
import RequestsPage from './RequestsPage';
import RoadmapPage from './RoadmapPage';
import RoadmapsPage from './RoadmapsPage';
import SchedulesPage from './SchedulesPage';
import ServiceDetailPage from './ServiceDetailPage';
import ServicesPage from './ServicesPage';
import SettlementsPage from './SettlementsPage';
import './strings';
import './specialist.css';

/** The workspace's areas, in the order of the side menu (each is `/pro/<area>`). */
export const PRO_AREAS = ['requests', 'services', 'roadmaps', 'schedules', 'pricing', 'profile', 'settlements'] as const;

/**
 * /pro/*: the expert's workspace (issue 15), role pro (the route table guards it). One lazy chunk
 * with its screens and its `specialist` strings; only the revenue chart (recharts) loads apart.
 */
export default function SpecialistSection() {
  const { t } = useTranslation('specialist');
  return (
    <section className="page section-with-nav pro-workspace">
      <nav className="sub-nav" aria-label={t('nav.label')} data-testid="pro-nav">
        <NavLink to="/pro-dashboard">{t('nav.dashboard')}</NavLink>
        {PRO_AREAS.map((a) => (
          <NavLink key={a} to={`/pro/${a}`} data-testid={`nav-${a}`}>
            {t(`nav.${a}`)}
          </NavLink>
        ))}
      </nav>
      <div className="workspace-main">
        <Routes>
          <Route index element={<Navigate to="requests" replace />} />
          <Route path="requests" element={<RequestsPage />} />
          <Route path="requests/:id" element={<RequestDetailPage />} />
          <Route path="services" element={<ServicesPage />} />
          <Route path="services/:id" element={<ServiceDetailPage />} />
          <Route path="roadmaps" element={<RoadmapsPage />} />
          <Route path="roadmaps/:id" element={<RoadmapPage />} />
          <Route path="schedules" element={<SchedulesPage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route path="profile" element={<ProProfilePage />} />
          <Route path="settlements" element={<SettlementsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </div>
    </section>
  );
}
