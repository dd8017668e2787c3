import { notFound } from 'next/navigation';
import { createOgImage, ogContentType, ogSize } from '@/components/og/og-image';
import { categoryLabel, getCaseStudy, portfolio } from '@/content/portfolio';
import { siteConfig } from '@/content/site';

interface ImageProps {
  params: Promise<{ slug: string }>;
}

/** Route handlers get no params from the page's generateStaticParams, so the card lists them itself. */
export function generateStaticParams() {
  return portfolio.map((item) => ({ slug: item.slug }));
}
export const dynamicParams = false;

export const alt = `${siteConfig.name} case study card: the project's name, its first result and the Ravi Digital logo`;
export const size = ogSize;
export const contentType = ogContentType;

export default async function Image({ params }: ImageProps) {
  const item = getCaseStudy((await params).slug);
  if (!item) notFound();
  const [result] = item.results;
  return createOgImage({
    eyebrow: `${categoryLabel(item)} · ${item.client}`,
    title: item.title,
    subtitle: result ? `${result.value} ${result.label}` : item.summary,
    accent: 'arc',
  });
}
