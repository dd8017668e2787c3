import { BookConfirmSection } from '@/components/sections/book-confirm-section';
import { confirmMetadata } from '@/lib/booking/pages/metadata';
import type { PageParams } from '@/lib/booking/pages/page-query';

/**
 * A pending booking's confirm page, from the link in its e-mail: per request (it reads the
 * booking), never indexed. A link the site did not sign is a 404 (./not-found.tsx).
 */
export const dynamic = 'force-dynamic';

export const metadata = confirmMetadata('en');

interface ConfirmPageProps {
  searchParams: Promise<PageParams>;
}

export default function Page({ searchParams }: ConfirmPageProps) {
  return <BookConfirmSection locale="en" searchParams={searchParams} />;
}
