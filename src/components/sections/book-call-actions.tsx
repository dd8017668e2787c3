import { ButtonLink, buttonClasses } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { SiteLink } from '@/components/ui/site-link';
import { copyOf } from '@/content/localized';
import { localePath, type Locale } from '@/content/locales';
import { siteConfig } from '@/content/site';
import { absoluteUrl } from '@/env';
import { googleCalendarLink } from '@/lib/booking/messages/calendar-file';
import { fillCallWords } from '@/lib/booking/messages/call-words';
import { BOOK_PAGE, BOOKED_PAGE, CANCEL_ENDPOINT, ICS_ENDPOINT } from '@/lib/booking/pages/paths';
import type { BookingView } from '@/lib/booking/rules/store';
import { linkTo } from '@/lib/i18n/routes';
import { cn } from '@/lib/utils';

interface BookCallActionsProps {
  locale: Locale;
  booking: BookingView;
  /** The link's signature, which every action carries. */
  sig: string;
  cancelled: boolean;
  className?: string;
}

/**
 * What the visitor can do with their call: keep it in a calendar (the `.ics` file, Google
 * Calendar), move it (the booking form opened from this link) or cancel it (a plain post behind a
 * second press, so a stray tap cancels nothing). A cancelled call offers a new booking instead.
 */
export function BookCallActions({ locale, booking, sig, cancelled, className }: BookCallActionsProps) {
  const { calendar, confirmed } = copyOf(locale, 'book');
  const query = new URLSearchParams({ b: booking.id, sig }).toString();
  if (cancelled) {
    return (
      <ButtonLink {...linkTo(locale, BOOK_PAGE)} icon="arrowUpRight" className={className}>
        {confirmed.bookAgain}
      </ButtonLink>
    );
  }
  const page = absoluteUrl(`${localePath(locale, BOOKED_PAGE)}?${query}`);
  const words = fillCallWords(calendar, siteConfig.name, page);
  const google = googleCalendarLink({
    start: Date.parse(booking.starts_at),
    end: Date.parse(booking.ends_at),
    title: words.title,
    description: words.details,
  });
  const outline = buttonClasses({ variant: 'outline', size: 'md', className: 'w-full sm:w-auto' });
  return (
    <div className={cn('grid gap-6', className)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a
          href={`${ICS_ENDPOINT}?${query}`}
          download
          className={buttonClasses({ size: 'md', className: 'w-full sm:w-auto' })}
        >
          <Icon name="calendar" className="size-5" />
          {confirmed.addToCalendar}
        </a>
        <a
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby="book-new-tab"
          className={outline}
        >
          {confirmed.googleCalendar}
          <Icon name="arrowUpRight" />
        </a>
        <span id="book-new-tab" hidden>
          {copyOf(locale, 'common').opensInNewTab}
        </span>
      </div>
      <div className="flex flex-col gap-3 border-t border-ink-800 pt-6 sm:flex-row sm:flex-wrap sm:items-start">
        <SiteLink {...linkTo(locale, `${BOOK_PAGE}?${query}#book-form`)} className={outline}>
          {confirmed.move}
        </SiteLink>
        <details className="group min-w-0">
          <summary
            className={cn(
              outline,
              'cursor-pointer list-none hover:border-danger hover:text-danger [&::-webkit-details-marker]:hidden',
            )}
          >
            {confirmed.cancel}
          </summary>
          <form method="post" action={CANCEL_ENDPOINT} className="mt-4 grid max-w-md gap-4">
            <p className="text-sm text-muted">{confirmed.cancelText}</p>
            <input type="hidden" name="b" value={booking.id} />
            <input type="hidden" name="sig" value={sig} />
            <input type="hidden" name="language" value={locale} />
            <button
              type="submit"
              className="min-h-12 cursor-pointer rounded-full bg-danger px-6 py-3 text-sm font-semibold text-on-accent transition-opacity hover:opacity-90 sm:justify-self-start"
            >
              {confirmed.cancelButton}
            </button>
          </form>
        </details>
      </div>
    </div>
  );
}
