import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { BOOK_PAGE, BOOKED_PAGE } from '@/lib/booking/pages/paths';
import { linkTo } from '@/lib/i18n/routes';

/**
 * A booking's page opened from a link the site did not sign (cut short, changed, or guessed): the
 * route's 404, which says so in the page's language and offers a new booking.
 */
export function BookLinkInvalidSection({ locale }: { locale: Locale }) {
  const { confirmed } = copyOf(locale, 'book');
  return (
    <>
      <PageHeader
        locale={locale}
        title={confirmed.invalidHeading}
        crumbs={crumbsFor(
          locale,
          { label: copyOf(locale, 'meta').book.title, href: BOOK_PAGE },
          { label: confirmed.title, href: BOOKED_PAGE },
        )}
        intro={confirmed.invalid}
      />
      <div className="container-site py-10 sm:py-14">
        <ButtonLink {...linkTo(locale, BOOK_PAGE)} icon="arrowUpRight">
          {confirmed.bookAgain}
        </ButtonLink>
      </div>
    </>
  );
}
