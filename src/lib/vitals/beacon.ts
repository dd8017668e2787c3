/**
 * The browser's side, loaded by ./load.ts once the page is idle after its load: web-vitals (the
 * standard build) measures this page view's LCP, INP, CLS, FCP and TTFB, the latest value of each
 * kept, and the first time the page is hidden (`visibilitychange` to hidden on a switch of tab, or
 * `pagehide` on leaving) they go in one beacon to this site's own endpoint: the page's path,
 * a device class from the viewport's width, the connection's effective type when the browser
 * tells it, and each metric's value and rating. No cookie, no identifier. A page restored from the
 * back/forward cache is a new page view with its own beacon. web-vitals observes with `buffered:
 * true`, so loading it late loses nothing it measures.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric as Measured } from 'web-vitals';
import { deviceClass, VITALS_ENDPOINT, type Beacon } from './metrics';

type WithConnection = Navigator & { connection?: { effectiveType?: string } };

export function collectVitals(landingPath: string): void {
  let path = landingPath;
  let metrics: Beacon['metrics'] = [];
  let sent = false;

  const send = () => {
    if (sent || metrics.length === 0) return;
    sent = true;
    const connection = (navigator as WithConnection).connection?.effectiveType;
    const beacon: Beacon = {
      path,
      device: deviceClass(innerWidth),
      metrics,
      ...(connection && { connection }),
    };
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(beacon));
  };

  // Before web-vitals' own listener (both capture), so the restored view's first reports count.
  addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      [path, metrics, sent] = [location.pathname, [], false];
    },
    true,
  );
  // On the document, after web-vitals' listeners on the window have reported CLS, INP and LCP.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);

  const keep = ({ name, value, rating }: Measured) => {
    if (sent) return;
    metrics = [...metrics.filter((metric) => metric.name !== name), { name, value, rating }];
  };
  // Every change, not only web-vitals' final reports: those come on `visibilitychange`, which a
  // navigation away fires after `pagehide`, so at `pagehide` the latest values must be at hand.
  for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) measure(keep, { reportAllChanges: true });
}
