import { buttonClasses } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { SiteLink } from '@/components/ui/site-link';
import { WhatsAppTextLink } from '@/components/ui/whatsapp-link';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { siteConfig } from '@/content/site';
import type { Service, ServicePackage } from '@/content/types';
import { analyticsAttributes } from '@/lib/analytics';
import { fillTemplate } from '@/lib/i18n/copy';
import { formatDollars, priceCard } from '@/lib/i18n/money';
import { linkTo } from '@/lib/i18n/routes';
import {
  packageAnchor,
  packageContactHref,
  packageKey,
  packageWhatsAppMessage,
  priceOf,
} from '@/lib/pricing/packages';
import { cn } from '@/lib/utils';
import { BookCallLink } from './book-invite';

interface PackageCardProps {
  locale: Locale;
  service: Service;
  item: ServicePackage;
  /** The card's heading level: h3 under a service's packages heading. */
  level?: 'h3' | 'h4';
}

function Mark({ included }: { included: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full nastaliq:mt-2',
        included
          ? 'bg-accent/10 text-accent ring-1 ring-accent/25 ring-inset'
          : 'text-muted ring-1 ring-ink-600',
      )}
    >
      {included ? (
        <Icon name="check" className="size-3" strokeWidth={2.75} />
      ) : (
        <span className="block h-0.5 w-2 rounded-full bg-current" />
      )}
    </span>
  );
}

function Items({
  heading,
  items,
  included,
}: {
  heading: string;
  items: readonly string[];
  included: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase nastaliq:text-sm nastaliq:normal-case">
        {heading}
      </p>
      <ul className={cn('mt-3 grid gap-2.5 text-sm', included ? 'text-fg' : 'text-muted')}>
        {items.map((text) => (
          <li key={text} className="flex gap-3">
            <Mark included={included} />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One package: its name and price (the amount large, "From" and the period small), who it is for,
 * the delivery time, what it includes and not, and the ways to choose it: the contact form with
 * the package filled in, WhatsApp with it written in the message, or a call booked about it.
 */
export function PackageCard({ locale, service, item, level: Heading = 'h3' }: PackageCardProps) {
  const words = copyOf(locale, 'pricing').packages;
  const anchor = packageAnchor(service, item);
  const price = priceCard(locale, priceOf(item));
  const names = { package: item.name };
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-name`}
      className={cn(
        '@container relative flex scroll-mt-28 flex-col rounded-card border bg-ink-900 p-6 sm:p-8',
        item.recommended ? 'border-accent shadow-[0_0_0_1px_var(--color-accent)]' : 'border-ink-800',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={`${anchor}-name`} className="text-2xl font-bold">
          {item.name}
        </Heading>
        {item.recommended ? (
          <p className="rounded-full bg-accent px-3 py-1 text-xs font-bold text-on-accent nastaliq:py-0 nastaliq:text-sm">
            {words.recommended}
          </p>
        ) : null}
      </div>
      {/* "From" has a line of its own in every card, so the amounts of a row of cards line up. */}
      <p className="mt-4 grid">
        <span className="text-sm font-semibold text-muted md:min-h-5">{price.before}</span>
        <span className="text-4xl font-bold whitespace-nowrap text-fg tabular-nums">{price.amount}</span>
        <span className="mt-1 text-sm font-semibold text-accent">{price.note}</span>
      </p>
      {item.usd !== undefined ? (
        <p className="mt-1 text-sm text-muted">
          {fillTemplate(words.usd, { price: formatDollars(locale, item.usd) })}
        </p>
      ) : null}
      <p className="mt-5 text-muted">{item.summary}</p>
      <p className="mt-5 flex items-center gap-2 border-y border-ink-800 py-3 text-sm">
        <span className="text-muted">{words.delivery}:</span>
        <span className="font-semibold text-fg">{item.delivery}</span>
      </p>
      {/* A card that spans the row (the odd one out on a tablet) sets its lists side by side. */}
      <div className="mt-6 grid gap-6 @xl:grid-cols-2">
        <Items heading={words.includes} items={item.includes} included />
        <Items heading={words.excludes} items={item.excludes} included={false} />
      </div>
      <div className="mt-auto grid gap-4 pt-8">
        <SiteLink
          {...linkTo(locale, packageContactHref(locale, words, service, item))}
          className={buttonClasses({
            variant: item.recommended ? 'primary' : 'outline',
            className: 'w-full',
          })}
          {...analyticsAttributes('Package Chosen', { service: service.slug, package: item.id })}
        >
          {fillTemplate(words.choose, names)}
          <Icon name="arrowUpRight" />
        </SiteLink>
        <WhatsAppTextLink
          locale={locale}
          number={siteConfig.whatsapp}
          message={packageWhatsAppMessage(locale, words, service, item)}
          analytics={analyticsAttributes('WhatsApp Click', {
            placement: 'package',
            service: service.slug,
            package: item.id,
          })}
          className="justify-center text-sm"
        >
          {fillTemplate(words.whatsappLink, names)}
        </WhatsAppTextLink>
        <BookCallLink
          locale={locale}
          query={new URLSearchParams({ package: packageKey(service, item) }).toString()}
          label="package"
          values={names}
          className="justify-self-center text-sm text-muted decoration-ink-600 hover:text-accent hover:decoration-accent"
        />
      </div>
    </article>
  );
}
