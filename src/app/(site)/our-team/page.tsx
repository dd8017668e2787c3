import { ContactCtaSection } from '@/components/sections/contact-cta-section';
import { TeamGrid } from '@/components/sections/team-grid-section';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages, teamCopy } from '@/content/pages';
import { createMetadata } from '@/lib/seo/metadata';

export const metadata = createMetadata({ ...pages.ourTeam, path: '/our-team' });

export default function Page() {
  return (
    <>
      <PageHeader
        locale="en"
        title={teamCopy.heading}
        crumbs={crumbsFor('en', { label: pages.ourTeam.title, href: '/our-team' })}
        intro={teamCopy.text}
      />
      <div className="container-site section-y">
        <TeamGrid headingLevel="h2" aboveTheFold />
      </div>
      <ContactCtaSection locale="en" />
    </>
  );
}
