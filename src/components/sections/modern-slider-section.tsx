import { Picture } from '@/components/ui/picture';
import { SiteLink } from '@/components/ui/site-link';
import type { CSSProperties } from 'react';
import { buttonClasses } from '@/components/ui/button-link';
import { Carousel } from '@/components/ui/carousel';
import { Icon } from '@/components/ui/icon';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { commonCopy } from '@/content/pages';
import type { NavLink } from '@/content/types';
import { visuals } from '@/content/visuals';
import { cn } from '@/lib/utils';

/** The spec's slider: 600 ms per transition, looping. */
const SLIDER_SPEED_MS = 600;

export interface ModernSlide {
  title: string;
  text: string;
  cta: { label: string; href: string };
}

/**
 * Per-slide look: a glow over the base gradient, and how the shared visual sits. The visual
 * layer drifts by `shift` as the slider scrolls away (see .parallax-layer in globals.css).
 */
const scenes = [
  {
    glow: 'bg-[radial-gradient(ellipse_at_78%_38%,rgb(198_244_50/0.20),transparent_55%)]',
    image: '',
    shift: '22%',
  },
  {
    glow: 'bg-[radial-gradient(ellipse_at_70%_65%,rgb(202_137_125/0.22),transparent_55%)]',
    image: '-scale-x-100',
    shift: '16%',
  },
  {
    glow: 'bg-[radial-gradient(ellipse_at_85%_25%,rgb(125_160_255/0.20),transparent_55%)]',
    image: 'hue-rotate-[150deg]',
    shift: '28%',
  },
] as const;

/** The carousel's arrow row, lifted over the slides at the content's right edge. */
const arrowsOverlay = cn(
  '[&>div:first-of-type]:absolute [&>div:first-of-type]:bottom-6 [&>div:first-of-type]:z-10 [&>div:first-of-type]:mb-0 sm:[&>div:first-of-type]:bottom-10',
  '[&>div:first-of-type]:right-[max(1.25rem,calc((100%-80rem)/2+1.25rem))]',
  'sm:[&>div:first-of-type]:right-[max(2rem,calc((100%-80rem)/2+2rem))]',
  'lg:[&>div:first-of-type]:right-[max(3rem,calc((100%-80rem)/2+3rem))]',
);

interface ModernSliderSectionProps {
  slides: readonly ModernSlide[];
  /** Accessible name of the slider. */
  label: string;
  /** Breadcrumb from Home to this page, shown small over the slides. */
  crumbs: readonly NavLink[];
}

/**
 * Full-screen hero slider. The first slide's title is the page's h1, rendered by the server
 * in place, so it shows at first paint and without JavaScript.
 */
export function ModernSliderSection({ slides, label, crumbs }: ModernSliderSectionProps) {
  const count = String(slides.length).padStart(2, '0');
  return (
    <section className="parallax-scene relative overflow-clip border-b border-ink-800 bg-ink-950">
      <Breadcrumb
        locale="en"
        crumbs={crumbs}
        className="pointer-events-none absolute inset-x-0 top-0 z-10"
        listClassName="container-site pt-6 sm:pt-8"
      />
      <Carousel
        label={label}
        copy={commonCopy.carousel}
        speedMs={SLIDER_SPEED_MS}
        slidesPerView={{ base: 1 }}
        spacingPx={0}
        loop
        // At the top of the page, "near the viewport" would be at once: Embla (about 7 KB) would
        // join every first load. It loads when the visitor points at, touches or focuses the slider.
        start="on-intent"
        className={arrowsOverlay}
      >
        {slides.map((slide, index) => {
          const scene = scenes[index % scenes.length] ?? scenes[0];
          const Heading = index === 0 ? 'h1' : 'h2';
          return (
            <div
              key={slide.title}
              className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-[linear-gradient(160deg,var(--color-ink-900)_0%,var(--color-ink-950)_55%)] lg:min-h-[calc(100svh-5rem)]"
            >
              <div
                aria-hidden="true"
                className="parallax-layer pointer-events-none absolute inset-0 -z-10"
                style={{ '--parallax-shift': scene.shift } as CSSProperties}
              >
                <div className={cn('absolute inset-0', scene.glow)} />
                <Picture
                  image={{ ...visuals.hero, alt: '' }}
                  slot="illustration"
                  className={cn(
                    // Not on phones: there it sat faintly behind the text yet was the page's
                    // largest paint, so the heading could not be; hidden, a lazy image is not
                    // even fetched.
                    'absolute hidden max-w-none [mask-image:radial-gradient(ellipse_closest-side_at_center,black_62%,transparent)] sm:top-1/2 sm:right-[-18%] sm:block sm:w-[85%] sm:-translate-y-1/2 sm:opacity-45 lg:right-[-5%] lg:w-[50%] lg:opacity-90',
                    scene.image,
                  )}
                />
              </div>
              {/* Scrim, so the text stays readable over the visual at every width. */}
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(11_11_15/0.2)_0%,rgb(11_11_15/0.85)_55%,var(--color-ink-950)_100%)] sm:bg-[linear-gradient(90deg,var(--color-ink-950)_0%,rgb(11_11_15/0.8)_45%,rgb(11_11_15/0.1)_100%)]"
              />
              <div className="container-site pt-28 pb-36 sm:pt-32 sm:pb-40">
                <p aria-hidden="true" className="eyebrow tabular-nums">
                  {String(index + 1).padStart(2, '0')} <span className="text-muted">/ {count}</span>
                </p>
                <Heading className="mt-5 max-w-[15ch] text-5xl font-bold sm:text-6xl lg:text-7xl xl:text-[5rem]">
                  {slide.title}
                </Heading>
                <p className="mt-6 max-w-xl text-lg text-muted sm:mt-8 sm:text-xl">{slide.text}</p>
                <SiteLink href={slide.cta.href} className={buttonClasses({ className: 'mt-10' })}>
                  {slide.cta.label}
                  <Icon name="arrowUpRight" />
                </SiteLink>
              </div>
            </div>
          );
        })}
      </Carousel>
    </section>
  );
}
