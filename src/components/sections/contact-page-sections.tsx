import { ContactDetailsSection } from '@/components/sections/contact-details-section';
import { ContactForm } from '@/components/sections/contact-form';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { contactCopy, pages } from '@/content/pages';
import { siteConfig } from '@/content/site';
import type { ContactDraft } from '@/content/types';

interface ContactPageSectionsProps {
  /** Values for the form's fields, from the page's query. */
  initialValues?: Partial<ContactDraft>;
}

/** The contact page: header, the agency's details and the form. */
export function ContactPageSections({ initialValues }: ContactPageSectionsProps) {
  return (
    <>
      <PageHeader
        title={contactCopy.heading}
        crumbs={crumbsFor({ label: pages.contactUs.title, href: '/contact-us' })}
        intro={contactCopy.text}
      />
      <div className="container-site grid gap-14 section-y lg:grid-cols-[1fr_1.25fr] lg:gap-20">
        <ContactDetailsSection whatsapp={siteConfig.whatsapp} className="lg:pt-10" />
        <ContactForm initialValues={initialValues} />
      </div>
    </>
  );
}
