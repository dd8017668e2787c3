import { PortfolioPageSections } from '@/components/sections/portfolio-page-sections';
import { pages } from '@/content/pages';
import { createMetadata } from '@/lib/seo/metadata';

export const metadata = createMetadata({ ...pages.portfolio, path: '/portfolio' });

export default function Page() {
  return <PortfolioPageSections filter="all" />;
}
