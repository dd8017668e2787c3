import { ContactRetrySections } from '@/components/sections/contact-page-sections';
import type { SearchParamsInput } from '@/lib/forms/return-location';
import { contactRetryMetadata } from '@/lib/seo/metadata';

/**
 * /contact-us with values in the query (a case study's `?subject=`, or what was typed before a
 * failed send without JavaScript) is rewritten here and rendered per request, so the fields show
 * them with no script; plain /contact-us stays prerendered.
 */
export const metadata = contactRetryMetadata('en');

interface RetryPageProps {
  searchParams: Promise<SearchParamsInput>;
}

export default function Page({ searchParams }: RetryPageProps) {
  return <ContactRetrySections locale="en" searchParams={searchParams} />;
}
