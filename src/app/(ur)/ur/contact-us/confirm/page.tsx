import { ConfirmSendSection } from '@/components/sections/confirm-send-section';
import type { SearchParamsInput } from '@/lib/forms/return-location';
import { confirmMetadata } from '@/lib/seo/metadata';

/**
 * Where a message sent without JavaScript leads (src/lib/intake/confirm.ts): one button sends it.
 * Rendered per request, since the page signs the time it was shown; never indexed.
 */
export const metadata = confirmMetadata('ur');

interface ConfirmPageProps {
  searchParams: Promise<SearchParamsInput>;
}

export default function UrduConfirmPage({ searchParams }: ConfirmPageProps) {
  return <ConfirmSendSection locale="ur" searchParams={searchParams} />;
}
