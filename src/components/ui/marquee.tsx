import { cn } from '@/lib/utils';

interface MarqueeProps {
  items: readonly string[];
  /** How many times the items repeat inside one half of the track, to fill wide screens. */
  repeat?: number;
  /** Seconds for one full loop. */
  durationSeconds?: number;
  className?: string;
  itemClassName?: string;
}

/**
 * A CSS-only scrolling band. The track holds two identical halves and moves by half its width,
 * so the loop is seamless (rightwards on a right-to-left page, where it starts at the right
 * edge). Only the first copy of the items is exposed to assistive technology; it pauses on hover
 * and stands still under reduced motion. It is clipped sideways only, so the tall letters of a
 * Nastaliq line are never cut.
 */
export function Marquee({ items, repeat = 2, durationSeconds = 30, className, itemClassName }: MarqueeProps) {
  const copies = Array.from({ length: repeat * 2 }, (_, index) => index);
  return (
    <div className={cn('group flex overflow-x-clip', className)}>
      <div
        className="flex w-max shrink-0 animate-marquee group-hover:[animation-play-state:paused] motion-reduce:animate-none rtl:[--marquee-to:50%]"
        style={{ ['--marquee-duration' as string]: `${durationSeconds}s` }}
      >
        {copies.map((copy) => (
          <ul key={copy} aria-hidden={copy > 0 ? true : undefined} className="flex shrink-0 items-center">
            {items.map((item, index) => (
              <li
                key={`${copy}-${index}`}
                className={cn('flex items-center whitespace-nowrap', itemClassName)}
              >
                {item}
                <span aria-hidden="true" className="mx-8 text-accent sm:mx-12">
                  ✦
                </span>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
