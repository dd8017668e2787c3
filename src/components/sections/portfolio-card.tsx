import { Img } from '@/components/ui/img';
import { Icon } from '@/components/ui/icon';
import { commonCopy, portfolioCopy } from '@/content/pages';
import type { ImageAsset, PortfolioFilter } from '@/content/types';

/** What a card needs, as plain data: it crosses from the server to the client filter. */
export interface PortfolioCardData {
  slug: string;
  title: string;
  /** Category label shown on the card, e.g. 'Web Development (WordPress)'. */
  label: string;
  filter: PortfolioFilter;
  image: ImageAsset;
  href?: string;
}

interface PortfolioCardProps {
  item: PortfolioCardData;
  /** Load at once: only the first cards, which can be in the first screen. */
  eager?: boolean;
}

export function PortfolioCard({ item, eager = false }: PortfolioCardProps) {
  return (
    <article
      id={item.slug}
      className="group scroll-mt-24 overflow-hidden rounded-card border border-ink-800 bg-ink-900 transition-colors duration-300 hover:border-ink-600"
    >
      <div className="overflow-hidden bg-ink-800">
        <Img
          src={item.image.src}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
          loading={eager ? 'eager' : 'lazy'}
          className="h-auto w-full motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out-expo motion-safe:group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex items-start justify-between gap-4 p-5 sm:p-6">
        <div className="min-w-0">
          <p className="text-xs eyebrow">{item.label}</p>
          <h3 className="mt-2 text-xl font-semibold sm:text-2xl">{item.title}</h3>
        </div>
        {item.href ? (
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            className="grid size-11 shrink-0 place-items-center rounded-full border border-ink-600 text-fg transition-colors duration-200 hover:border-accent hover:bg-accent hover:text-on-accent"
          >
            <Icon name="arrowUpRight" />
            <span className="sr-only">{`${portfolioCopy.visitLabel}: ${item.title} ${commonCopy.opensInNewTab}`}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
