import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageSpinner } from './PageSpinner';
import { useTitleFromHeading } from './page-title';

const ToastHost = lazy(() => import('./ToastHost'));

/** Shared layout: header, routed content, footer; toasts bottom-right, 3 s, closable, draggable, pausable. */
export function Layout() {
  const location = useLocation();
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  useTitleFromHeading(main);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className="container main" ref={main}>
        <ChunkErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ChunkErrorBoundary>
      </main>
      <Footer />
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </div>
  );
}
