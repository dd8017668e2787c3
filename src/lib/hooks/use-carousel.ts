import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { usePrefersReducedMotion } from '@/lib/hooks/use-media-query';
import { whenIdle } from '@/lib/defer/when-idle';
import { whenNearViewport } from '@/lib/defer/when-near-viewport';

/**
 * When a carousel loads and starts Embla. Always at the visitor's first sign of using it (a pointer
 * over it or down on it, focus inside it); with `near-viewport` (the default) also once it comes
 * near the viewport and the page is idle. `on-intent` is for a carousel at the top of a page, where
 * "near the viewport" would put Embla in every first load: its arrows show as soon as React runs,
 * and a press starts Embla, then moves.
 */
export type CarouselStart = 'near-viewport' | 'on-intent';

interface CarouselOptions {
  /** Transition time, in milliseconds. */
  speedMs: number;
  loop: boolean;
  /** Advance every this many milliseconds; pauses on hover and focus, off under reduced motion. */
  autoplayMs?: number;
  start?: CarouselStart;
}

/** Embla, started; undefined once the carousel has gone. */
type Started = Promise<EmblaCarouselType | undefined>;

/**
 * State of the site's carousel: Embla is loaded and started (see CarouselStart) outside the page's
 * first busy stretch, so a page whose carousels are further down loads no carousel code on its
 * first load; until then the track stays a native scroller (lib/ui/embla.ts takes it over).
 * Autoplay runs unless the pointer or focus is inside or the visitor prefers reduced motion.
 */
export function useCarousel({ speedMs, loop, autoplayMs, start = 'near-viewport' }: CarouselOptions) {
  const scope = `carousel-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  /** Loads and starts Embla, once; what it resolves with is the same every call. */
  const begin = useRef<() => Started>(() => Promise.resolve(undefined));
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let started: Started | undefined;
    let cancelled = false;
    let cancelStart = () => {};
    begin.current = () =>
      (started ??= import('@/lib/ui/embla').then(
        ({ startEmbla }) =>
          new Promise<EmblaCarouselType | undefined>((resolve) => {
            if (cancelled) {
              resolve(undefined);
              return;
            }
            cancelStart = startEmbla(viewport, { speedMs, loop }, (embla) => {
              instance = embla;
              setApi(embla);
              resolve(embla);
            });
          }),
      ));
    let cancelIdle = () => {};
    const cancelNear =
      start === 'near-viewport'
        ? whenNearViewport(viewport, () => {
            cancelIdle = whenIdle(() => void begin.current());
          })
        : () => {};
    return () => {
      cancelled = true;
      cancelNear();
      cancelIdle();
      cancelStart();
      instance?.destroy();
      setApi(undefined);
    };
  }, [loop, speedMs, start]);
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const autoplaying = Boolean(api && autoplayMs && !paused && !reducedMotion);
  useEffect(() => {
    if (!api || !autoplaying || !autoplayMs) return;
    const timer = window.setInterval(() => api.scrollNext(), autoplayMs);
    return () => window.clearInterval(timer);
  }, [api, autoplaying, autoplayMs]);

  /** An arrow's move, at once once Embla runs, else as soon as it has started. */
  const move = useCallback(
    (step: (embla: EmblaCarouselType) => void) =>
      api ? step(api) : void begin.current().then((embla) => embla && step(embla)),
    [api],
  );
  const previous = useCallback(() => move((embla) => embla.scrollPrev()), [move]);
  const next = useCallback(() => move((embla) => embla.scrollNext()), [move]);

  const onIntent = () => void begin.current();
  /**
   * Handlers for the carousel's root: the visitor's intent starts Embla; autoplay pauses while
   * the pointer or focus is inside.
   */
  const rootHandlers = {
    onPointerEnter: onIntent,
    onPointerDown: onIntent,
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => {
      onIntent();
      setPaused(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
    },
  };

  return {
    scope,
    viewportRef,
    /** Embla runs: the track is no longer a native scroller. */
    started: Boolean(api),
    /** The arrows can be offered: Embla runs, or (`on-intent`) a press would start it. */
    controls: start === 'on-intent' ? hydrated : Boolean(api),
    autoplaying,
    previous,
    next,
    rootHandlers,
  };
}
