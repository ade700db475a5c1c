import { Navigate, type RouteObject } from 'react-router-dom';
import { DashboardRedirect } from './DashboardRedirect';
import { Layout } from './Layout';
import { ProtectedRoute } from './ProtectedRoute';
import { lazyScreen } from './lazy-with-timeout';

// Every screen is its own lazy chunk (spec 000 §2); the shell above stays small.
const LandingPage = lazyScreen(() => import('../pages/LandingPage'));
const ServicesPage = lazyScreen(() => import('../pages/ServicesPage'));
const OverseasPage = lazyScreen(() => import('../pages/services/OverseasPage'));
const DomesticPage = lazyScreen(() => import('../pages/services/DomesticPage'));
const KoreanPage = lazyScreen(() => import('../pages/services/KoreanPage'));
const LoginPage = lazyScreen(() => import('../features/auth/LoginPage'));
const RegisterPage = lazyScreen(() => import('../features/register/RegisterPage'));
const ForgotPasswordPage = lazyScreen(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyScreen(() => import('../features/auth/ResetPasswordPage'));
const VerifyEmailPage = lazyScreen(() => import('../features/auth/VerifyEmailPage'));
const FaqPage = lazyScreen(() => import('../pages/FaqPage'));
const AboutPage = lazyScreen(() => import('../pages/AboutPage'));
const ContactPage = lazyScreen(() => import('../pages/ContactPage'));
const PrivacyPage = lazyScreen(() => import('../pages/PrivacyPage'));
const ProfilePage = lazyScreen(() => import('../pages/ProfilePage'));
const TovsparkSection = lazyScreen(() => import('../features/tovspark/TovsparkSection'));
const TovplayPage = lazyScreen(() => import('../pages/TovplayPage'));
const BridgeSection = lazyScreen(() => import('../pages/BridgeSection'));
const VisaSection = lazyScreen(() => import('../features/visa/VisaSection'));
const SpecialistSection = lazyScreen(() => import('../features/specialist/SpecialistSection'));
const AdminTovsparkPage = lazyScreen(() => import('../features/tovspark/AdminTovsparkPage'));
const ChallengerDashboard = lazyScreen(() => import('../features/dashboards/ChallengerDashboard'));
const ProDashboard = lazyScreen(() => import('../features/dashboards/ProDashboard'));
const CompanySection = lazyScreen(() => import('../features/company/CompanySection'));
const AdminDashboard = lazyScreen(() => import('../features/dashboards/AdminDashboard'));
const NotFoundPage = lazyScreen(() => import('../pages/NotFoundPage'));

const protectedEl = (el: React.ReactNode, roles?: readonly string[]) => <ProtectedRoute roles={roles}>{el}</ProtectedRoute>;
const ADMIN_ROLES = ['admin', 'super_admin'] as const;

/** The route table of spec 000 §2. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/services', element: <ServicesPage /> },
      { path: '/services/overseas', element: <OverseasPage /> },
      { path: '/services/domestic', element: <DomesticPage /> },
      { path: '/services/korean', element: <KoreanPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/profile', element: protectedEl(<ProfilePage />) },
      { path: '/tovspark/*', element: <TovsparkSection /> },
      { path: '/tovplay', element: <TovplayPage /> },
      { path: '/bridge/*', element: <BridgeSection /> },
      { path: '/visa/*', element: <VisaSection /> },
      { path: '/admin/bridge', element: <Navigate to="/bridge/admin" replace /> },
      { path: '/admin/tovspark', element: protectedEl(<AdminTovsparkPage />, ADMIN_ROLES) },
      { path: '/dashboard', element: <DashboardRedirect /> },
      { path: '/challenger-dashboard', element: protectedEl(<ChallengerDashboard />, ['challenger']) },
      { path: '/pro-dashboard', element: protectedEl(<ProDashboard />, ['pro']) },
      { path: '/pro/*', element: protectedEl(<SpecialistSection />, ['pro']) },
      { path: '/company-dashboard', element: protectedEl(<CompanySection />, ['company']) },
      { path: '/company/*', element: protectedEl(<CompanySection />, ['company']) },
      { path: '/admin-dashboard', element: protectedEl(<AdminDashboard />, ADMIN_ROLES) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
