import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import type { NavLink } from '@/content/types';
import { clockTime, fullDate } from '@/lib/booking/display';
import { BOOK_PAGE } from '@/lib/booking/paths';
import { isoInZone } from '@/lib/time/zone';
import { linkTo } from '@/lib/i18n/routes';

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
}

/** The call's time in Pakistan time, in a card. */
export function CallTime({ locale, start, struck = false }: CallTimeProps) {
  const copy = copyOf(locale, 'book');
  return (
    <section
      aria-labelledby="book-when"
      className="min-w-0 rounded-card border border-ink-800 bg-ink-900 p-5 sm:p-8"
    >
      <h2 id="book-when" className="eyebrow">
        {copy.confirmed.when}
      </h2>
      <p className="mt-3">
        <time
          dateTime={isoInZone(start)}
          className={struck ? 'block text-muted line-through decoration-2' : 'block'}
        >
          <span className="block font-display text-3xl font-bold whitespace-nowrap sm:text-4xl">
            {clockTime(locale, start)}
          </span>
          <span className="mt-1 block text-lg font-semibold">{fullDate(locale, start)}</span>
        </time>
        <span className="mt-1 block text-sm text-muted">{copy.picker.pakistanTime}</span>
      </p>
    </section>
  );
}
