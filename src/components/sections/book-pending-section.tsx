import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import type { NavLink } from '@/content/types';
import { clockTime, fullDate } from '@/lib/booking/pages/display';
import { BOOK_PAGE } from '@/lib/booking/pages/paths';
import { isoInZone } from '@/lib/time/zone';
import { linkTo } from '@/lib/i18n/routes';
import { cn } from '@/lib/utils';

/** A cancelled or lapsed call's times: still readable, struck through. */
export const STRUCK = 'text-muted line-through decoration-2';

interface BookPendingSectionProps {
  locale: Locale;
  crumbs: readonly NavLink[];
  start: number;
  /** Not confirmed in time: the time is free again. */
  expired: boolean;
  /** Held for confirmation because the day's calendar is full (say why). */
  overCap: boolean;
}

/**
 * A booking waiting for its e-mail's confirm link, on the booking's own page: check your e-mail,
 * the time kept meanwhile; once expired, book again. A plain page: nothing to run in the browser.
 */
export function BookPendingSection({ locale, crumbs, start, expired, overCap }: BookPendingSectionProps) {
  const copy = copyOf(locale, 'book');
  const { pending } = copy;
  return (
    <>
      <PageHeader
        locale={locale}
        title={expired ? pending.expiredHeading : pending.heading}
        crumbs={crumbs}
        intro={expired ? pending.expired : pending.text}
      />
      <div className="container-site py-10 sm:py-14">
        <div className="grid max-w-2xl gap-8">
          {overCap && !expired ? <p className="text-lg text-muted">{pending.overCap}</p> : null}
          <CallTime locale={locale} start={start} struck={expired} />
          {expired ? (
            <ButtonLink {...linkTo(locale, BOOK_PAGE)} icon="arrowUpRight" className="justify-self-start">
              {pending.bookAgain}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </>
  );
}

interface CallTimeProps {
  locale: Locale;
  start: number;
  struck?: boolean;
  className?: string;
  /** More of the card below the time: the visitor's own time, the ways to keep the call. */
  children?: ReactNode;
}

/** The call's time in Pakistan time, in a card. */
export function CallTime({ locale, start, struck = false, className, children }: CallTimeProps) {
  const copy = copyOf(locale, 'book');
  return (
    <section
      aria-labelledby="book-when"
      className={cn('min-w-0 rounded-card border border-ink-800 bg-ink-900 p-5 sm:p-8', className)}
    >
      <h2 id="book-when" className="eyebrow">
        {copy.confirmed.when}
      </h2>
      {/* The time of day on a line of its own: "4:45 سہ پہر" never splits from its part of the day. */}
      <p className="mt-3">
        <time dateTime={isoInZone(start)} className={cn('block', struck && STRUCK)}>
          <span className="block font-display text-3xl font-bold whitespace-nowrap sm:text-4xl">
            {clockTime(locale, start)}
          </span>
          <span className="mt-1 block text-lg font-semibold">{fullDate(locale, start)}</span>
        </time>
        <span className="mt-1 block text-sm text-muted">{copy.picker.pakistanTime}</span>
      </p>
      {children}
    </section>
  );
}
