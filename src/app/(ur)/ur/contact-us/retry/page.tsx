import { ContactRetrySections } from '@/components/sections/contact-page-sections';
import type { SearchParamsInput } from '@/lib/forms/return-location';
import { contactRetryMetadata } from '@/lib/seo/metadata';

/** /ur/contact-us with values in the query, as /contact-us/retry is in English. */
export const metadata = contactRetryMetadata('ur');

interface UrduRetryPageProps {
  searchParams: Promise<SearchParamsInput>;
}

export default function UrduRetryPage({ searchParams }: UrduRetryPageProps) {
  return <ContactRetrySections locale="ur" searchParams={searchParams} />;
}
