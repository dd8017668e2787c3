/**
 * Starts measuring the page view's speed (./beacon.ts) once the page is interactive: after its
 * `load` event and then an idle moment (at the latest IDLE_TIMEOUT_MS later), by a dynamic import,
 * so web-vitals and the beacon are not among the page's first scripts and cost it no paint and no
 * blocking time. Nothing at all is loaded or sent when the visitor's browser asks not to be
 * tracked: Do Not Track (`navigator.doNotTrack === '1'`) or Global Privacy Control.
 */
import { whenIdle } from '@/lib/defer/when-idle';

const IDLE_TIMEOUT_MS = 5_000;

type WithPrivacy = Pick<Navigator, 'doNotTrack'> & { globalPrivacyControl?: boolean };

/** True when the browser says Do Not Track or Global Privacy Control. */
export function trackingRefused(browser: WithPrivacy = navigator): boolean {
  return browser.doNotTrack === '1' || browser.globalPrivacyControl === true;
}

/** Loads the beacon when the page is idle after its load; returns a cancel function. */
export function loadVitalsWhenIdle(): () => void {
  if (trackingRefused()) return () => undefined;
  // The page view's own path: the beacon may be sent after client-side navigations.
  const path = location.pathname;
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    cancelIdle = whenIdle(() => {
      void import('./beacon').then(({ collectVitals }) => collectVitals(path));
    }, IDLE_TIMEOUT_MS);
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
  return () => {
    removeEventListener('load', start);
    cancelIdle?.();
  };
}
