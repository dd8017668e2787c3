import { BookConfirmedSection } from '@/components/sections/book-confirmed-section';
import { bookedMetadata } from '@/lib/booking/pages/metadata';
import type { PageParams } from '@/lib/booking/pages/page-query';

/**
 * A booking's own page, from its signed link: per request (it reads the booking), never indexed.
 * A link the site did not sign is a 404 (./not-found.tsx).
 */
export const dynamic = 'force-dynamic';

export const metadata = bookedMetadata('en');

interface BookedPageProps {
  searchParams: Promise<PageParams>;
}

export default function Page({ searchParams }: BookedPageProps) {
  return <BookConfirmedSection locale="en" searchParams={searchParams} />;
}
