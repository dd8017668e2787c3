import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { whenScrollSettled } from '@/lib/defer/when-scroll-settled';
import { carouselDuration, slideIndexAt } from '@/lib/ui/carousel';

interface EmblaStart {
  /** Transition time, in milliseconds. */
  speedMs: number;
  loop: boolean;
}

/**
 * Takes a carousel's native scroller over with Embla. Loaded with Embla itself (useCarousel
 * imports it when the carousel starts), so none of this is in a page's first load. A swipe of the
 * scroller still gliding comes to rest first; Embla then starts on the slide the scroller shows.
 * Calls `onStarted` with Embla; returns a cancel function for the wait before.
 */
export function startEmbla(
  viewport: HTMLElement,
  { speedMs, loop }: EmblaStart,
  onStarted: (embla: EmblaCarouselType) => void,
): () => void {
  return whenScrollSettled(viewport, () => {
    const slides = viewport.querySelectorAll<HTMLElement>('.carousel-slide');
    const startIndex = slideIndexAt(viewport.scrollLeft, slides[0]?.offsetWidth ?? 0, slides.length);
    // Embla moves the track with transforms; the native scroller's offset would add to them.
    viewport.scrollLeft = 0;
    // On a right-to-left page the slides run from the right, and Embla must move them that way.
    const direction = getComputedStyle(viewport).direction === 'rtl' ? 'rtl' : 'ltr';
    onStarted(
      EmblaCarousel(viewport, {
        loop,
        duration: carouselDuration(speedMs),
        align: 'start',
        direction,
        startIndex,
      }),
    );
  });
}
