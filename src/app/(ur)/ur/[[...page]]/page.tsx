import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageSections } from '@/components/sections/page-sections';
import { isPrerendered, translatablePage } from '@/content/schema/translatable-pages';
import { translatedRoutes } from '@/lib/seo/routes';
import { createMetadata } from '@/lib/seo/metadata';

interface UrduPageProps {
  params: Promise<{ page?: string[] }>;
}

/**
 * The Urdu page at /ur/<its English path>: a translatable page (its row in
 * src/content/schema/translatable-pages.ts) whose copy exists in content/ur, else a 404. A page
 * rendered per request (/ur/book) has a route of its own and is never prerendered here.
 */
function urduRoute(page: readonly string[] = []) {
  const englishPath = `/${page.join('/')}`;
  const route = translatedRoutes.find(
    (candidate) => candidate.locale === 'ur' && candidate.englishPath === englishPath,
  );
  const row = translatablePage(englishPath);
  return route && isPrerendered(row) ? { route, Sections: pageSections[row.sections] } : undefined;
}

/** Only the pages written in Urdu are built; any other address is the Urdu 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return translatedRoutes
    .filter((route) => route.locale === 'ur' && isPrerendered(translatablePage(route.englishPath)))
    .map((route) => ({ page: route.englishPath.split('/').filter(Boolean) }));
}

export async function generateMetadata({ params }: UrduPageProps): Promise<Metadata> {
  const found = urduRoute((await params).page);
  if (!found) return {};
  const { title, description, englishPath } = found.route;
  return createMetadata({ title, description, path: englishPath, locale: 'ur' });
}

export default async function UrduPage({ params }: UrduPageProps) {
  const found = urduRoute((await params).page);
  if (!found) notFound();
  return <found.Sections locale="ur" />;
}
