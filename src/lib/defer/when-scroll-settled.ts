/** A moving scroller fires a scroll event every frame: this long without one, it has come to rest. */
const QUIET_MS = 100;

/**
 * Runs `task` once `element` has not scrolled for `quietMs`, so that work which takes a scroller
 * over does not cut short a swipe still gliding or snapping into place. Returns a cancel function.
 */
export function whenScrollSettled(element: Element, task: () => void, quietMs = QUIET_MS): () => void {
  let timer = window.setTimeout(run, quietMs);
  function run() {
    element.removeEventListener('scroll', restart);
    task();
  }
  function restart() {
    window.clearTimeout(timer);
    timer = window.setTimeout(run, quietMs);
  }
  element.addEventListener('scroll', restart, { passive: true });
  return () => {
    window.clearTimeout(timer);
    element.removeEventListener('scroll', restart);
  };
}
