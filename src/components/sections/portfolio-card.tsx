import { clsx } from 'clsx';
import { SiteLink } from '@/components/ui/site-link';
import { PictureElement } from '@/components/ui/picture-element';
import { ControlIcon } from '@/components/ui/control-icon';
import type { PortfolioFilter } from '@/content/types';
import type { ResolvedPicture } from '@/lib/images/picture';

/** What a card needs, as plain data: it crosses from the server to the client filter. */
export interface PortfolioCardData {
  slug: string;
  title: string;
  /** Category label shown on the card, e.g. 'Web Development (WordPress)'. */
  label: string;
  filter: PortfolioFilter;
  /** Resolved on the server (portfolioCardData), so the client filter bundles no picture code. */
  picture: ResolvedPicture;
  /** The project's case study. */
  href: string;
}

interface PortfolioCardProps {
  item: PortfolioCardData;
  /** Load at once: only the first cards, which can be in the first screen. */
  eager?: boolean;
  /** Prefix of the card's id, where the same card can appear twice on a page. */
  idPrefix?: string;
  /** Crop the picture to a 4:3 thumbnail (rows of related projects) instead of its own height. */
  thumbnail?: boolean;
}

/** A project card; the whole card opens the case study through its title link. */
export function PortfolioCard({ item, eager = false, idPrefix = '', thumbnail = false }: PortfolioCardProps) {
  return (
    <article
      id={`${idPrefix}${item.slug}`}
      className="group relative scroll-mt-24 overflow-hidden rounded-card border border-ink-800 bg-ink-900 transition-colors duration-300 focus-within:border-accent hover:border-ink-600"
    >
      <div className="overflow-hidden bg-ink-800">
        <PictureElement
          picture={item.picture}
          loading={eager ? 'eager' : 'lazy'}
          className={clsx(
            'w-full motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out-expo motion-safe:group-hover:scale-[1.04]',
            thumbnail ? 'aspect-[4/3] object-cover object-top' : 'h-auto',
          )}
        />
      </div>
      <div className="flex items-start justify-between gap-4 p-5 sm:p-6">
        <div className="min-w-0">
          <p className="text-xs eyebrow">{item.label}</p>
          <h3 className="mt-2 text-xl font-semibold sm:text-2xl">
            <SiteLink href={item.href} className="after:absolute after:inset-0 focus-visible:outline-none">
              {item.title}
            </SiteLink>
          </h3>
        </div>
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full border border-ink-600 text-fg transition-colors duration-200 group-hover:border-accent group-hover:bg-accent group-hover:text-on-accent"
        >
          <ControlIcon name="arrowUpRight" />
        </span>
      </div>
    </article>
  );
}
