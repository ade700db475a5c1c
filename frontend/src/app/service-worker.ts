/**
 * Registers /service-worker.js on page load; a waiting update is told to skip waiting and the page
 * reloads once the new worker takes control. Registration errors are only logged (spec 000 §2).
 */
export function registerServiceWorker(nav: Navigator = navigator, win: Window = window): void {
  if (!('serviceWorker' in nav)) return;
  const sw = nav.serviceWorker;
  let reloading = false;
  const hadController = Boolean(sw.controller);
  sw.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    win.location.reload();
  });
  const activateWaiting = (reg: ServiceWorkerRegistration) => reg.waiting?.postMessage({ type: 'SKIP_WAITING' });
  const register = () => {
    sw.register('/service-worker.js')
      .then((reg) => {
        if (reg.waiting && sw.controller) activateWaiting(reg);
        reg.addEventListener('updatefound', () => {
          const installing = reg.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed' && sw.controller) activateWaiting(reg);
          });
        });
      })
      .catch((error: unknown) => console.warn('[sw] registration failed', error));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
