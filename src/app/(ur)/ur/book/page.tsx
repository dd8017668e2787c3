import { notFound } from 'next/navigation';
import { BookPageSections } from '@/components/sections/book-page-sections';
import { bookMetadata } from '@/lib/booking/pages/metadata';
import type { PageParams } from '@/lib/booking/pages/page-query';
import { BOOK_PAGE } from '@/lib/booking/pages/paths';
import { hasPage } from '@/lib/i18n/routes';

/** /ur/book, as /book is in English: per request, never prerendered (it reads the database). */
export const dynamic = 'force-dynamic';

export const metadata = bookMetadata('ur');

interface UrduBookPageProps {
  searchParams: Promise<PageParams>;
}

export default function UrduBookPage({ searchParams }: UrduBookPageProps) {
  // Like every translated page, it exists once its copy does (content/ur/pages/book.yaml).
  if (!hasPage('ur', BOOK_PAGE)) notFound();
  return <BookPageSections locale="ur" searchParams={searchParams} />;
}
