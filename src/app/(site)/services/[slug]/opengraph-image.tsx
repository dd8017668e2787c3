import { notFound } from 'next/navigation';
import { createOgImage, ogContentType, ogSize } from '@/components/og/og-image';
import { getService, services } from '@/content/services';
import { siteConfig } from '@/content/site';

interface ImageProps {
  params: Promise<{ slug: string }>;
}

/**
 * Route handlers get no params from the page's generateStaticParams, so the card lists the slugs
 * itself to be prerendered. (generateImageMetadata would allow an alt naming the service, but its
 * images are then rendered on first request instead of at build time.)
 */
export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}
export const dynamicParams = false;

export const alt = `${siteConfig.name} service card: the service's name and summary beside the Ravi Digital logo`;
export const size = ogSize;
export const contentType = ogContentType;

export default async function Image({ params }: ImageProps) {
  const service = getService((await params).slug);
  if (!service) notFound();
  return createOgImage({
    eyebrow: 'Service',
    title: service.title,
    subtitle: service.summary,
    accent: 'orbit',
  });
}
