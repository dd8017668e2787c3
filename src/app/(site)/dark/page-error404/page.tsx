import { NotFoundSection } from '@/components/sections/not-found-section';
import { pages } from '@/content/pages';
import { createMetadata } from '@/lib/seo/metadata';

export const metadata = createMetadata({ ...pages.notFound, path: '/dark/page-error404', noIndex: true });

export default function ErrorPage() {
  return <NotFoundSection locale="en" />;
}
