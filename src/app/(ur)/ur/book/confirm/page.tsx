import { notFound } from 'next/navigation';
import { BookConfirmSection } from '@/components/sections/book-confirm-section';
import { confirmMetadata } from '@/lib/booking/pages/metadata';
import type { PageParams } from '@/lib/booking/pages/page-query';
import { BOOK_PAGE } from '@/lib/booking/pages/paths';
import { hasPage } from '@/lib/i18n/routes';

/** A pending booking's confirm page in Urdu, as /book/confirm is in English: per request, never indexed. */
export const dynamic = 'force-dynamic';

export const metadata = confirmMetadata('ur');

interface UrduConfirmPageProps {
  searchParams: Promise<PageParams>;
}

export default function UrduConfirmPage({ searchParams }: UrduConfirmPageProps) {
  if (!hasPage('ur', BOOK_PAGE)) notFound();
  return <BookConfirmSection locale="ur" searchParams={searchParams} />;
}
