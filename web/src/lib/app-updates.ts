/**
 * The service worker (issue 30; the worker itself is built by vite-plugin-pwa, web/vite.config.ts).
 *
 * Updates without anyone doing anything: at each online load the browser asks for /sw.js
 * (served no-cache); a new deploy's worker installs, takes over at once (skipWaiting,
 * clientsClaim) and this page reloads into the new version at the first safe moment: never while
 * someone is typing into a field or a dialog is open (a half-typed player number or a
 * confirmation would be lost). The points screen's waiting changes are in IndexedDB, so a reload
 * loses nothing there. A screen left open for hours (the TV monitor) asks again every hour.
 */
const UPDATE_CHECK_MS = 60 * 60_000;
const SAFE_MOMENT_RETRY_MS = 5_000;

/** Is the person in the middle of something a reload would throw away? */
export function isBusy(doc: Pick<Document, 'activeElement' | 'querySelector'> = document): boolean {
  if (doc.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')) return true;
  const focused = doc.activeElement;
  if (!(focused instanceof HTMLElement)) return false;
  if (focused.isContentEditable) return true;
  if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) return focused.value !== '';
  return false;
}

/** Reloads now when nothing would be lost, else as soon as that is so (or when the page is hidden). */
function reloadWhenSafe(): void {
  const tryNow = () => {
    if (document.visibilityState === 'hidden' || !isBusy()) {
      window.location.reload();
      return true;
    }
    return false;
  };
  if (tryNow()) return;
  const timer = window.setInterval(() => {
    if (tryNow()) window.clearInterval(timer);
  }, SAFE_MOMENT_RETRY_MS);
  document.addEventListener('visibilitychange', tryNow);
  document.addEventListener('focusout', () => window.setTimeout(tryNow, 0));
}

/** Registers the worker once the page has loaded, so its download of the whole site never slows the first page. */
export function registerAppWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  // A page that loaded under a worker and sees another take over was updated; the first install's
  // takeover (clientsClaim) changes nothing and does not reload.
  const loadedUnderWorker = workers.controller !== null;
  workers.addEventListener(
    'controllerchange',
    () => {
      if (loadedUnderWorker) reloadWhenSafe();
    },
    { once: true },
  );
  const register = () =>
    void workers
      .register('/sw.js', { scope: '/' })
      .then((registration) =>
        window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS),
      )
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
