import { useTranslation } from 'react-i18next';
import { Link, NavLink, Route, Routes, useParams } from 'react-router-dom';
import { lazyScreen } from '../../app/lazy-with-timeout';
import { ProtectedRoute } from '../../app/ProtectedRoute';
import { useAppSelector } from '../../store/hooks';
import { hasAnyRole } from '../auth/redirects';

const ChallengeListPage = lazyScreen(() => import('./ChallengeListPage'));
const ChallengeDetailPage = lazyScreen(() => import('./ChallengeDetailPage'));
const NewChallengePage = lazyScreen(() => import('./NewChallengePage'));
const LeaderboardPage = lazyScreen(() => import('./LeaderboardPage'));
const MyResultsPage = lazyScreen(() => import('./MyResultsPage'));
const TalentSearchPage = lazyScreen(() => import('./TalentSearchPage'));
const MyChallengesPage = lazyScreen(() => import('./MyChallengesPage'));
const TemplatesPage = lazyScreen(() => import('./TemplatesPage'));
const TemplateDetailPage = lazyScreen(() => import('./TemplateDetailPage'));

/** The program's areas (spec 000 §2-3); talents, companies and visa matching come with later slices. */
export const TOVSPARK_AREAS = ['challenges', 'talents', 'companies', 'leaderboard', 'sparkpoints', 'visa-matching'] as const;
const COMPANY_OR_ADMIN = ['company', 'admin', 'super_admin'] as const;

function Overview() {
  const { t } = useTranslation('tovspark');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('description')}</p>
      <ul className="card-grid">
        {TOVSPARK_AREAS.map((a) => (
          <li key={a} className="card">
            <h2>{t(`areas.${a}.title`)}</h2>
            <p>{t(`areas.${a}.description`)}</p>
            <Link to={`/tovspark/${a}`}>{t('common.open')}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** An area whose screens are not built yet: says so, with the way back (no call is made). */
function ComingArea() {
  const { t } = useTranslation('tovspark');
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
      <h1>{t(`areas.${area}.title`)}</h1>
      <p className="lead">{t(`areas.${area}.description`)}</p>
      <p className="empty-state">{t('common.serviceNotAvailable')}</p>
      <Link to="/tovspark" className="btn btn-secondary">
        {t('back')}
      </Link>
    </>
  );
}

/**
 * /tovspark/*: the overview is open to everyone; the challenges, the leaderboard and one's results
 * need a sign-in (the program's API takes a bearer token, spec 002 §7); posting a challenge is for
 * companies and admins, and so are the talent search and a company's own challenges (company API).
 */
export default function TovsparkSection() {
  const { t } = useTranslation('tovspark');
  const user = useAppSelector((s) => s.auth.user);
  return (
    <section className="page section-with-nav">
      <nav className="sub-nav" aria-label={t('title')}>
        <NavLink to="/tovspark" end>
          {t('overview')}
        </NavLink>
        {TOVSPARK_AREAS.map((a) => (
          <NavLink key={a} to={`/tovspark/${a}`}>
            {t(`areas.${a}.title`)}
          </NavLink>
        ))}
        {hasAnyRole(user, COMPANY_OR_ADMIN) && (
          <NavLink to="/tovspark/my-challenges" data-testid="nav-my-challenges">
            {t('talents.mine.title')}
          </NavLink>
        )}
        <NavLink to="/tovspark/templates">{t('templates.nav')}</NavLink>
      </nav>
      <div>
        <Routes>
          <Route index element={<Overview />} />
          <Route
            path="challenges"
            element={
              <ProtectedRoute>
                <ChallengeListPage />
              </ProtectedRoute>
            }
          />
          <Route
            path="challenges/new"
            element={
              <ProtectedRoute roles={COMPANY_OR_ADMIN}>
                <NewChallengePage />
              </ProtectedRoute>
            }
          />
          <Route
            path="challenges/:id"
            element={
              <ProtectedRoute>
                <ChallengeDetailPage />
              </ProtectedRoute>
            }
          />
          <Route
            path="leaderboard"
            element={
              <ProtectedRoute>
                <LeaderboardPage />
              </ProtectedRoute>
            }
          />
          <Route
            path="sparkpoints"
            element={
              <ProtectedRoute>
                <MyResultsPage />
              </ProtectedRoute>
            }
          />
          <Route
            path="talents"
            element={
              <ProtectedRoute roles={COMPANY_OR_ADMIN}>
                <TalentSearchPage />
              </ProtectedRoute>
            }
          />
          <Route
            path="my-challenges"
            element={
              <ProtectedRoute roles={COMPANY_OR_ADMIN}>
                <MyChallengesPage />
              </ProtectedRoute>
            }
          />
          <Route
            path="templates"
            element={
              <ProtectedRoute>
                <TemplatesPage />
              </ProtectedRoute>
            }
          />
          <Route
            path="templates/:id"
            element={
              <ProtectedRoute>
                <TemplateDetailPage />
              </ProtectedRoute>
            }
          />
          <Route path=":area/*" element={<ComingArea />} />
        </Routes>
      </div>
    </section>
  );
}
