'use client';

import { Children, type ReactNode } from 'react';
import { CarouselArrow } from '@/components/ui/carousel-arrow';
import { slideLabel, slidesPerViewCss, type CarouselCopy, type SlidesPerView } from '@/lib/ui/carousel';
import { useCarousel, type CarouselStart } from '@/lib/hooks/use-carousel';
import { clsx } from 'clsx';

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** Names of the arrow buttons and of each slide. */
  copy: CarouselCopy;
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
  /** When Embla loads: near the viewport (the default), or only on the visitor's intent. */
  start?: CarouselStart;
  className?: string;
}

/**
 * The site's one carousel, on Embla. Slide widths come from CSS, so the server renders the
 * final layout (no shift); without JavaScript the track is a native horizontal scroller (touch,
 * keyboard). The arrows show once Embla runs, or once a press would start it (CarouselStart).
 */
export function Carousel({
  label,
  copy,
  children,
  speedMs,
  slidesPerView = { base: 1 },
  spacingPx = 30,
  loop = true,
  autoplayMs,
  arrows = true,
  start,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const { scope, viewportRef, started, controls, autoplaying, previous, next, rootHandlers } = useCarousel({
    speedMs,
    loop,
    autoplayMs,
    start,
  });

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx('relative', scope, className)}
      {...rootHandlers}
    >
      <style>{slidesPerViewCss(scope, slidesPerView, spacingPx)}</style>
      {arrows ? (
        <div className={clsx('mb-6 flex justify-end gap-2', !controls && 'invisible')}>
          <CarouselArrow direction="previous" label={copy.previous} onClick={previous} />
          <CarouselArrow direction="next" label={copy.next} onClick={next} />
        </div>
      ) : null}
      <div
        ref={viewportRef}
        // As a native scroller, keyboard users scroll it once it has focus (arrow keys).
        tabIndex={started ? undefined : 0}
        className={clsx(
          'carousel-viewport',
          started ? 'overflow-hidden' : 'snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto',
        )}
      >
        <div
          // Embla's drag takes sideways moves from the browser; the native scroller needs them.
          className={clsx('carousel-track flex', started && 'touch-pan-y')}
          aria-live={autoplaying ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(copy.slide, index, slides.length)}
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
