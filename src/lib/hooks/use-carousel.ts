import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { carouselDuration } from '@/lib/ui/carousel';
import { usePrefersReducedMotion } from '@/lib/hooks/use-media-query';
import { whenIdle } from '@/lib/defer/when-idle';
import { whenNearViewport } from '@/lib/defer/when-near-viewport';

interface CarouselOptions {
  /** Transition time, in milliseconds. */
  speedMs: number;
  loop: boolean;
  /** Advance every this many milliseconds; pauses on hover and focus, off under reduced motion. */
  autoplayMs?: number;
}

/**
 * State of the site's carousel: Embla is loaded and started once the carousel comes near the
 * viewport and the page is idle, outside the page's first busy stretch (until then the track stays
 * a native scroller, and a page whose carousels are further down loads no carousel code on its
 * first load); autoplay runs unless
 * the pointer or focus is inside or the visitor prefers reduced motion.
 */
export function useCarousel({ speedMs, loop, autoplayMs }: CarouselOptions) {
  const scope = `carousel-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const start = () =>
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        // Embla moves the track with transforms; the native scroller's offset would add to them.
        viewport.scrollLeft = 0;
        // On a right-to-left page the slides run from the right, and Embla must move them that way.
        const direction = getComputedStyle(viewport).direction === 'rtl' ? 'rtl' : 'ltr';
        instance = EmblaCarousel(viewport, {
          loop,
          duration: carouselDuration(speedMs),
          align: 'start',
          direction,
        });
        setApi(instance);
      });
    let cancelIdle = () => {};
    const cancelNear = whenNearViewport(viewport, () => {
      cancelIdle = whenIdle(start);
    });
    return () => {
      cancelled = true;
      cancelNear();
      cancelIdle();
      instance?.destroy();
      setApi(undefined);
    };
  }, [loop, speedMs]);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const autoplaying = Boolean(api && autoplayMs && !paused && !reducedMotion);
  useEffect(() => {
    if (!api || !autoplaying || !autoplayMs) return;
    const timer = window.setInterval(() => api.scrollNext(), autoplayMs);
    return () => window.clearInterval(timer);
  }, [api, autoplaying, autoplayMs]);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  /** Handlers for the carousel's root: autoplay pauses while the pointer or focus is inside. */
  const pauseHandlers = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
    },
  };

  return { scope, viewportRef, enhanced: Boolean(api), autoplaying, previous, next, pauseHandlers };
}
