import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import './styles/app.css';
import { App } from './app/App';
import { setupHttpClient } from './app/http-setup';
import { routes } from './app/routes';
import { registerServiceWorker } from './app/service-worker';
import { startWebVitals } from './app/web-vitals';
import { createI18n } from './i18n';
import { createAppStore } from './store';

const i18n = createI18n();
const { store, persistor } = createAppStore();
const router = createBrowserRouter(routes);
setupHttpClient(store, i18n, (path) => void router.navigate(path));

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App store={store} persistor={persistor} i18n={i18n} router={router} />
    </StrictMode>,
  );
}

if (import.meta.env.PROD) {
  registerServiceWorker();
  startWebVitals();
}
