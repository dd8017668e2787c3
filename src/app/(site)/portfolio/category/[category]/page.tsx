import { notFound } from 'next/navigation';
import { PortfolioPageSections } from '@/components/sections/portfolio-page-sections';
import { pages } from '@/content/pages';
import { categoryFilterIds } from '@/lib/portfolio/filter';
import { createMetadata } from '@/lib/seo/metadata';

/**
 * The portfolio with one category chosen. `/portfolio?category=<id>` is rewritten here (see
 * src/lib/seo/rewrites.ts), so the filtered gallery is prerendered and works without JavaScript. It is
 * the same page as /portfolio: same title, canonical /portfolio, and kept out of search results.
 */
export const dynamicParams = false;

export function generateStaticParams(): { category: string }[] {
  return categoryFilterIds.map((category) => ({ category }));
}

export const metadata = createMetadata({ ...pages.portfolio, path: '/portfolio', noIndex: true });

interface CategoryPageProps {
  params: Promise<{ category: string }>;
}

export default async function Page({ params }: CategoryPageProps) {
  const { category } = await params;
  const filter = categoryFilterIds.find((id) => id === category);
  if (!filter) notFound();
  return <PortfolioPageSections filter={filter} />;
}
