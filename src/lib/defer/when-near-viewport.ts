/**
 * Runs `task` once `element` comes within `margin` of the viewport, so that what serves a part of
 * the page further down is fetched only when the visitor gets there. Where IntersectionObserver
 * is missing it runs at once. Returns a cancel function.
 */
export function whenNearViewport(element: Element, task: () => void, margin = '200px'): () => void {
  if (typeof IntersectionObserver !== 'function') {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
