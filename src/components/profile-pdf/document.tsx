/**
 * The agency-profile PDF, drawn with @react-pdf/renderer from what lib/profile-pdf gathers.
 * Server-only: react-pdf runs in Node (the route handler at /agency-profile.pdf renders it at
 * build time). Text uses the PDF's built-in Helvetica, so no font is embedded and the file stays small.
 */
import { Document, Font, renderToBuffer } from '@react-pdf/renderer';
import { agencyProfile, type AgencyProfile } from '@/lib/profile-pdf/profile';
import { ContactPage } from './contact-page';
import { CoverPage } from './cover-page';
import { ServicesPages } from './services-pages';
import { WorkPage } from './work-page';

// Break lines between words only: hyphenated words read badly and split URLs and figures.
Font.registerHyphenationCallback((word) => [word]);

interface AgencyProfileDocumentProps {
  profile: AgencyProfile;
}

export function AgencyProfileDocument({ profile }: AgencyProfileDocumentProps) {
  const { info } = profile;
  return (
    <Document
      title={info.title}
      author={info.author}
      subject={info.subject}
      keywords={info.keywords}
      creator={info.author}
      producer={info.author}
      language="en"
    >
      <CoverPage profile={profile} />
      <ServicesPages profile={profile} />
      <WorkPage profile={profile} />
      <ContactPage profile={profile} />
    </Document>
  );
}

/** The finished PDF file. */
export function renderAgencyProfile(profile: AgencyProfile = agencyProfile()): Promise<Buffer> {
  return renderToBuffer(<AgencyProfileDocument profile={profile} />);
}
