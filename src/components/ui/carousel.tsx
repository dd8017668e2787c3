'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { usePrefersReducedMotion } from '@/lib/hooks/use-media-query';
import { carouselDuration, slidesPerViewCss, type SlidesPerView } from '@/lib/carousel';
import { whenIdle } from '@/lib/when-idle';
import { clsx } from 'clsx';

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  /** Transition time of the spec, in milliseconds. */
  speedMs: number;
  /** Slides per view: `base` below the first breakpoint, then at each minimum width in px. */
  slidesPerView?: SlidesPerView;
  /** Gap between slides, in px. */
  spacingPx?: number;
  loop?: boolean;
  /** Advance every this many milliseconds; pauses on hover and focus, off under reduced motion. */
  autoplayMs?: number;
  /** Show previous/next buttons. */
  arrows?: boolean;
  className?: string;
}

/**
 * The site's one carousel, on Embla. Slide widths come from CSS, so the server renders the
 * final layout (no shift); without JavaScript the track is a native horizontal scroller. Embla
 * is loaded and started once the page is idle, outside the page's first busy stretch; until
 * then the track stays a native scroller and the arrows are hidden.
 */
export function Carousel({
  label,
  children,
  speedMs,
  slidesPerView = { base: 1 },
  spacingPx = 30,
  loop = true,
  autoplayMs,
  arrows = true,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const scope = `carousel-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        // Embla moves the track with transforms; the native scroller's offset would add to them.
        viewport.scrollLeft = 0;
        instance = EmblaCarousel(viewport, { loop, duration: carouselDuration(speedMs), align: 'start' });
        setApi(instance);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      instance?.destroy();
      setApi(undefined);
    };
  }, [loop, speedMs]);
  const enhanced = Boolean(api);
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

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx('relative', scope, className)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <style>{slidesPerViewCss(scope, slidesPerView, spacingPx)}</style>
      {arrows ? (
        <div className={clsx('mb-6 flex justify-end gap-2', !enhanced && 'invisible')}>
          <button
            type="button"
            onClick={previous}
            data-magnetic=""
            className="grid size-12 place-items-center rounded-full border border-ink-600 text-fg transition-colors hover:border-accent hover:bg-accent hover:text-on-accent"
          >
            <Icon name="chevronLeft" />
            <span className="sr-only">Previous slide</span>
          </button>
          <button
            type="button"
            onClick={next}
            data-magnetic=""
            className="grid size-12 place-items-center rounded-full border border-ink-600 text-fg transition-colors hover:border-accent hover:bg-accent hover:text-on-accent"
          >
            <Icon name="chevronRight" />
            <span className="sr-only">Next slide</span>
          </button>
        </div>
      ) : null}
      <div
        ref={viewportRef}
        // As a native scroller, keyboard users scroll it once it has focus (arrow keys).
        tabIndex={enhanced ? undefined : 0}
        className={clsx(
          'carousel-viewport',
          enhanced ? 'overflow-hidden' : 'snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto',
        )}
      >
        <div className="carousel-track flex touch-pan-y" aria-live={autoplaying ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="carousel-slide min-w-0 shrink-0 grow-0 snap-start"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
