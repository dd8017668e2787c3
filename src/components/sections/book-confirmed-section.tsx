import { notFound } from 'next/navigation';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { clockTime, differsFromAgency, fullDate, zoneName } from '@/lib/booking/pages/display';
import { bookedPageData } from '@/lib/booking/pages/page-data';
import { firstValue, type PageParams } from '@/lib/booking/pages/page-query';
import { BOOK_PAGE, BOOKED_PAGE } from '@/lib/booking/pages/paths';
import { fillTemplate } from '@/lib/i18n/copy';
import { cn } from '@/lib/utils';
import { BookCallActions } from './book-call-actions';
import { BookAlert, BookExpect } from './book-notes';
import { BookPendingSection, CallTime, STRUCK } from './book-pending-section';
import { CallPlaceNote } from './call-place-note';

interface BookConfirmedSectionProps {
  locale: Locale;
  searchParams: Promise<PageParams>;
}

/**
 * A booking's own page (/book/confirmed?b=…&sig=…), per request: its time in Pakistan time and in
 * the visitor's zone when theirs differs, and the ways to keep it (calendar file, Google Calendar),
 * move it or cancel it. A booking held as spam reads as booked; one waiting for its e-mail's
 * confirm link says to check the e-mail. A link the site did not sign is a 404 (the route's
 * not-found page says why).
 */
export async function BookConfirmedSection({ locale, searchParams }: BookConfirmedSectionProps) {
  const params = await searchParams;
  const data = await bookedPageData(params);
  if (data.kind === 'invalid') notFound();
  const copy = copyOf(locale, 'book');
  const { confirmed } = copy;
  const crumbs = crumbsFor(
    locale,
    { label: copyOf(locale, 'meta').book.title, href: BOOK_PAGE },
    { label: confirmed.title, href: BOOKED_PAGE },
  );
  if (data.kind === 'unavailable' || data.kind === 'expired') {
    const expired = data.kind === 'expired';
    return (
      <>
        <PageHeader
          locale={locale}
          title={expired ? confirmed.expiredHeading : confirmed.title}
          crumbs={crumbs}
        />
        <div className="container-site py-10 sm:py-14">
          <BookAlert id="book-error" reach={locale} className="max-w-2xl">
            {expired ? confirmed.expired : confirmed.down}
          </BookAlert>
        </div>
      </>
    );
  }
  const { booking, sig, past } = data;
  if (booking.status === 'pending') {
    const start = Date.parse(booking.starts_at);
    return (
      <BookPendingSection
        locale={locale}
        crumbs={crumbs}
        start={start}
        expired={data.lapsed}
        overCap={data.overCap}
      />
    );
  }
  const cancelled = booking.status === 'cancelled';
  const start = Date.parse(booking.starts_at);
  const zone =
    booking.time_zone && differsFromAgency(start, booking.time_zone) ? booking.time_zone : undefined;
  const refused = firstValue(params.error);
  // A cancelled call's times stay readable, struck through; their labels are not.
  const struck = cancelled ? STRUCK : undefined;
  return (
    <>
      <PageHeader
        locale={locale}
        title={cancelled ? confirmed.cancelledHeading : confirmed.heading}
        crumbs={crumbs}
        intro={cancelled ? confirmed.cancelledText : confirmed.text}
      />
      <div className="container-site grid items-start gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-16 lg:py-20">
        {refused === 'limit' || refused === 'unavailable' || (past && !cancelled) ? (
          <BookAlert id="book-error" reach={locale} className="lg:col-span-2">
            {refused === 'limit' || refused === 'unavailable' ? confirmed[refused] : confirmed.past}
          </BookAlert>
        ) : null}
        <CallTime locale={locale} start={start} struck={cancelled} className="lg:p-10">
          {zone ? (
            <p className="mt-5 border-t border-ink-800 pt-5">
              <span className="block text-sm text-muted">
                {fillTemplate(confirmed.yourTime, { zone: zoneName(locale, zone, start) })}
              </span>
              <span className={cn('block text-lg font-semibold whitespace-nowrap', struck)}>
                {clockTime(locale, start, zone)}
              </span>
              <span className={cn('block', struck)}>{fullDate(locale, start, zone)}</span>
            </p>
          ) : null}
          {cancelled ? null : <CallPlaceNote locale={locale} booking={booking} />}
          <BookCallActions
            locale={locale}
            booking={booking}
            sig={sig}
            cancelled={cancelled || past}
            className="mt-8"
          />
        </CallTime>
        {cancelled ? null : <BookExpect locale={locale} />}
      </div>
    </>
  );
}
