import type { Metadata } from 'next';
import { NotFoundSection } from '@/components/sections/not-found-section';
import { pages } from '@/content/pages';

export const metadata: Metadata = {
  title: pages.notFound.title,
  description: pages.notFound.description,
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return <NotFoundSection locale="en" missing />;
}
