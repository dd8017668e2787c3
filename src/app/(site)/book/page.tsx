import { BookPageSections } from '@/components/sections/book-page-sections';
import { bookMetadata } from '@/lib/booking/pages/metadata';
import type { PageParams } from '@/lib/booking/pages/page-query';

/**
 * /book: the free times and the booking form. Rendered per request, never prerendered: it reads
 * the database (the times on offer) and signs the form with the time it was shown.
 */
export const dynamic = 'force-dynamic';

export const metadata = bookMetadata('en');

interface BookPageProps {
  searchParams: Promise<PageParams>;
}

export default function Page({ searchParams }: BookPageProps) {
  return <BookPageSections locale="en" searchParams={searchParams} />;
}
