import { notFound, redirect } from 'next/navigation';
import { ButtonLink, buttonClasses } from '@/components/ui/button-link';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { copyOf } from '@/content/localized';
import { localePath, type Locale } from '@/content/locales';
import { bookingQuery } from '@/lib/booking/pages/link';
import { confirmPageData } from '@/lib/booking/pages/page-data';
import { firstValue, type PageParams } from '@/lib/booking/pages/page-query';
import { BOOK_PAGE, BOOKED_PAGE, CONFIRM_ENDPOINT, CONFIRM_PAGE } from '@/lib/booking/pages/paths';
import { linkTo } from '@/lib/i18n/routes';
import { BookAlert } from './book-notes';
import { CallTime } from './book-pending-section';

interface BookConfirmSectionProps {
  locale: Locale;
  searchParams: Promise<PageParams>;
}

/**
 * A pending booking's confirm page (/book/confirm?b=…&sig=…, the link in its e-mail): its time and
 * a button that posts the confirmation, so a mail scanner that opens the link confirms nothing.
 * Confirmed before: on to the booking's own page. Expired or taken: says so, with /book. A link
 * the site did not sign is a 404.
 */
export async function BookConfirmSection({ locale, searchParams }: BookConfirmSectionProps) {
  const params = await searchParams;
  const data = await confirmPageData(params);
  if (data.kind === 'invalid') notFound();
  if (data.kind === 'confirmed') redirect(`${localePath(locale, BOOKED_PAGE)}?${bookingQuery(data.id)}`);
  const copy = copyOf(locale, 'book');
  const { pending } = copy;
  const crumbs = crumbsFor(
    locale,
    { label: copyOf(locale, 'meta').book.title, href: BOOK_PAGE },
    { label: pending.title, href: CONFIRM_PAGE },
  );
  const refused = firstValue(params.error);
  if (data.kind !== 'open' || refused === 'taken' || refused === 'expired') {
    const taken = refused === 'taken';
    const down = data.kind === 'unavailable';
    return (
      <>
        <PageHeader
          locale={locale}
          title={down ? pending.title : pending.expiredHeading}
          crumbs={crumbs}
          intro={down ? undefined : taken ? pending.taken : pending.expired}
        />
        <div className="container-site grid gap-8 py-10 sm:py-14">
          {down ? (
            <BookAlert id="book-error" reach={locale} className="max-w-2xl">
              {copy.confirmed.down}
            </BookAlert>
          ) : null}
          <ButtonLink {...linkTo(locale, BOOK_PAGE)} icon="arrowUpRight" className="justify-self-start">
            {pending.bookAgain}
          </ButtonLink>
        </div>
      </>
    );
  }
  const { booking, sig } = data;
  return (
    <>
      <PageHeader
        locale={locale}
        title={pending.confirmHeading}
        crumbs={crumbs}
        intro={pending.confirmText}
      />
      <div className="container-site py-10 sm:py-14">
        <div className="grid max-w-2xl gap-8">
          {refused === 'limit' || refused === 'unavailable' ? (
            <BookAlert id="book-error" reach={locale}>
              {copy.errors[refused]}
            </BookAlert>
          ) : null}
          <CallTime locale={locale} start={Date.parse(booking.starts_at)} />
          <form method="post" action={CONFIRM_ENDPOINT}>
            <input type="hidden" name="b" value={booking.id} />
            <input type="hidden" name="sig" value={sig} />
            <input type="hidden" name="language" value={locale} />
            <button type="submit" className={buttonClasses({ className: 'cursor-pointer' })}>
              {pending.confirmButton}
            </button>
          </form>
        </div>
      </div>
    </>
  );
}
