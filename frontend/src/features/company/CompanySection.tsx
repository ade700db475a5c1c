import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes, useLocation } from 'react-router-dom';
import NotFoundPage from '../../pages/NotFoundPage';
import AnalyticsPage from './AnalyticsPage';
import CandidatePage from './CandidatePage';
import ComplianceDetailPage from './ComplianceDetailPage';
import CompliancePage from './CompliancePage';
import DashboardPage from './DashboardPage';
import EmployeeFormPage from './EmployeeFormPage';
import EmployeeImportPage from './EmployeeImportPage';
import EmployeesPage from './EmployeesPage';
import HiringBoardPage from './HiringBoardPage';
import RegulationsPage from './RegulationsPage';
import ReportsPage from './ReportsPage';
import SettingsPage from './SettingsPage';
import './strings';
import '../specialist/specialist.css';
import './company.css';

/** The workspace's own areas, in the order of the side menu (each is `/company/<area>`). */
export const COMPANY_AREAS = ['employees', 'hiring', 'analytics', 'reports', 'compliance', 'regulations', 'settings'] as const;

/**
 * The company workspace (issue 21 §2): /company-dashboard and /company/*, role company (the route
 * table guards both; the dashboard is the index of either). One lazy chunk with its screens and its `company` strings; only the charts
 * (recharts) load apart. The talent search and the company's challenges are tovspark's screens,
 * linked from the menu. The hiring board, a candidate's page (offer, visa gate, hire), the analytics and the report exports are here too.
 */
export default function CompanySection() {
  const { t } = useTranslation('company');
  // /company-dashboard is a route of its own (no nested routes below it): the dashboard, as /company shows it.
  const onDashboard = useLocation().pathname === '/company-dashboard';
  return (
    <section className="page section-with-nav company-workspace">
      <nav className="sub-nav" aria-label={t('nav.label')} data-testid="company-nav">
        <NavLink to="/company-dashboard" end data-testid="nav-dashboard">
          {t('nav.dashboard')}
        </NavLink>
        {COMPANY_AREAS.map((a) => (
          <NavLink key={a} to={`/company/${a}`} data-testid={`nav-${a}`}>
            {t(`nav.${a}`)}
          </NavLink>
        ))}
        <NavLink to="/tovspark/talents" data-testid="nav-talents">
          {t('nav.talents')}
        </NavLink>
        <NavLink to="/tovspark/my-challenges" data-testid="nav-challenges">
          {t('nav.challenges')}
        </NavLink>
      </nav>
      <div className="workspace-main">
        {onDashboard ? (
          <DashboardPage />
        ) : (
          <Routes>
            <Route index element={<DashboardPage />} />
            <Route path="employees" element={<EmployeesPage />} />
            <Route path="employees/new" element={<EmployeeFormPage />} />
            <Route path="employees/import" element={<EmployeeImportPage />} />
            <Route path="employees/:id" element={<EmployeeFormPage />} />
            <Route path="compliance" element={<CompliancePage />} />
            <Route path="compliance/:id" element={<ComplianceDetailPage />} />
            <Route path="hiring" element={<HiringBoardPage />} />
            <Route path="hiring/candidates/:id" element={<CandidatePage />} />
            <Route path="analytics" element={<AnalyticsPage />} />
            <Route path="reports" element={<ReportsPage />} />
            <Route path="regulations" element={<RegulationsPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        )}
      </div>
    </section>
  );
}
