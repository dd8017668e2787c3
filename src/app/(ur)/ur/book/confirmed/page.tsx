import { notFound } from 'next/navigation';
import { BookConfirmedSection } from '@/components/sections/book-confirmed-section';
import { bookedMetadata } from '@/lib/booking/pages/metadata';
import type { PageParams } from '@/lib/booking/pages/page-query';
import { BOOK_PAGE } from '@/lib/booking/pages/paths';
import { hasPage } from '@/lib/i18n/routes';

/** A booking's own page in Urdu, as /book/confirmed is in English: per request, never indexed. */
export const dynamic = 'force-dynamic';

export const metadata = bookedMetadata('ur');

interface UrduBookedPageProps {
  searchParams: Promise<PageParams>;
}

export default function UrduBookedPage({ searchParams }: UrduBookedPageProps) {
  if (!hasPage('ur', BOOK_PAGE)) notFound();
  return <BookConfirmedSection locale="ur" searchParams={searchParams} />;
}
