import { ContactDetailsSection } from '@/components/sections/contact-details-section';
import { ContactForm } from '@/components/sections/contact-form';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages, contactCopy } from '@/content/pages';
import { createMetadata } from '@/lib/seo';

export const metadata = createMetadata({ ...pages.contactUs, path: '/contact-us' });

export default function Page() {
  return (
    <>
      <PageHeader
        title={contactCopy.heading}
        crumbs={crumbsFor({ label: pages.contactUs.title, href: '/contact-us' })}
        intro={contactCopy.text}
      />
      <div className="container-site grid gap-14 section-y lg:grid-cols-[1fr_1.25fr] lg:gap-20">
        <ContactDetailsSection className="lg:pt-10" />
        <ContactForm />
      </div>
    </>
  );
}
