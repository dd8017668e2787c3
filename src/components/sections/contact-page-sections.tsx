import { BookInvite } from '@/components/sections/book-invite';
import { ContactDetailsSection } from '@/components/sections/contact-details-section';
import { ContactForm } from '@/components/sections/contact-form';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { siteConfig } from '@/content/site';
import type { ContactDraft } from '@/content/types';
import { typedValuesFromSearchParams, type SearchParamsInput } from '@/lib/forms/return-location';
import { webPageJsonLd } from '@/lib/seo/json-ld';

interface ContactPageSectionsProps {
  locale: Locale;
  /** Values for the form's fields, from the page's query. */
  initialValues?: Partial<ContactDraft>;
}

/** The contact page: header, the agency's details, the invitation to book a call, and the form. */
export function ContactPageSections({ locale, initialValues }: ContactPageSectionsProps) {
  const contactCopy = copyOf(locale, 'contact');
  const meta = copyOf(locale, 'meta').contactUs;
  return (
    <>
      <PageHeader
        locale={locale}
        title={contactCopy.heading}
        crumbs={crumbsFor(locale, { label: meta.title, href: '/contact-us' })}
        intro={contactCopy.text}
      />
      <div className="container-site grid gap-14 section-y lg:grid-cols-[1fr_1.25fr] lg:gap-20">
        <div className="grid content-start gap-12 lg:pt-10">
          <ContactDetailsSection locale={locale} whatsapp={siteConfig.whatsapp} />
          <BookInvite locale={locale} />
        </div>
        <ContactForm locale={locale} initialValues={initialValues} className="lg:self-start" />
      </div>
      <JsonLd data={webPageJsonLd({ locale, path: '/contact-us', ...meta })} />
    </>
  );
}

interface ContactRetrySectionsProps {
  locale: Locale;
  searchParams: Promise<SearchParamsInput>;
}

/**
 * The contact page with values from its query (a case study's `?subject=`, or what was typed before a
 * failed send without JavaScript), rendered per request so the fields show them with no script.
 */
export async function ContactRetrySections({ locale, searchParams }: ContactRetrySectionsProps) {
  return (
    <ContactPageSections
      locale={locale}
      initialValues={typedValuesFromSearchParams(await searchParams, 'contact')}
    />
  );
}
