import { ContactPageSections } from '@/components/sections/contact-page-sections';
import { pages } from '@/content/pages';
import { typedValuesFromSearchParams, type SearchParamsInput } from '@/lib/email/return-location';
import { createMetadata } from '@/lib/seo';

/**
 * /contact-us with values in the query (a case study's `?subject=`, or what was typed before a
 * failed send without JavaScript) is rewritten here and rendered per request, so the fields show
 * them with no script; plain /contact-us stays prerendered.
 */
export const metadata = {
  ...createMetadata({ ...pages.contactUs, path: '/contact-us' }),
  robots: { index: false },
};

interface RetryPageProps {
  searchParams: Promise<SearchParamsInput>;
}

export default async function Page({ searchParams }: RetryPageProps) {
  return <ContactPageSections initialValues={typedValuesFromSearchParams(await searchParams, 'contact')} />;
}
