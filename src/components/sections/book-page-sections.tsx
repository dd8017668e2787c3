import { cookies } from 'next/headers';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { bookPageData } from '@/lib/booking/pages/page-data';
import { readBookPageQuery, type PageParams } from '@/lib/booking/pages/page-query';
import { BOOK_PAGE, TYPED_COOKIE } from '@/lib/booking/pages/paths';
import { readTypedCookie } from '@/lib/booking/pages/typed-cookie';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { BookForm } from './book-form';
import { BookAlert, BookExpect, withEmail } from './book-notes';

interface BookPageSectionsProps {
  locale: Locale;
  searchParams: Promise<PageParams>;
}

/**
 * /book, per request: the free times now, the form, and what a call is like beside it. Opened from
 * a booking's link (`b`, `sig`) it moves that call; after a refusal it says why and keeps what was
 * typed. When the store cannot be read it says so, with the other ways to reach the agency.
 */
export async function BookPageSections({ locale, searchParams }: BookPageSectionsProps) {
  const params = await searchParams;
  const copy = copyOf(locale, 'book');
  const meta = copyOf(locale, 'meta').book;
  const query = readBookPageQuery(params);
  const data = await bookPageData(params);
  const moving = data.kind === 'open' ? data.moving : undefined;
  const typed = readTypedCookie((await cookies()).get(TYPED_COOKIE)?.value);
  return (
    <>
      <PageHeader
        locale={locale}
        title={moving ? copy.move.heading : copy.heading}
        crumbs={crumbsFor(locale, { label: meta.title, href: BOOK_PAGE })}
        intro={moving ? copy.move.text : copy.intro}
      />
      <div className="container-site grid items-start gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-16 lg:py-20">
        <section className="relative min-w-0 rounded-card border border-ink-800 bg-ink-900 p-4 sm:p-8 lg:p-10">
          {data.kind === 'open' ? (
            <BookForm
              locale={locale}
              copy={copy}
              slots={data.slots}
              token={data.token}
              query={query}
              typed={typed}
              moving={moving}
              badLink={data.badLink}
              offerWhatsApp={data.offerWhatsApp}
            />
          ) : (
            <BookAlert id="book-error" reach={locale}>
              {withEmail(copy.unavailable)}
            </BookAlert>
          )}
        </section>
        <BookExpect locale={locale} className="lg:sticky lg:top-28" />
      </div>
      <JsonLd data={webPageJsonLd({ locale, path: BOOK_PAGE, ...meta })} />
    </>
  );
}
