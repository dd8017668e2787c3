import { createOgImage, ogAlt, ogContentType, ogSize, type OgImageProps } from '@/components/og/og-image';
import { notFoundCopy, pages } from '@/content/pages';

const card: OgImageProps = {
  eyebrow: notFoundCopy.marquee,
  title: pages.notFound.title,
  subtitle: notFoundCopy.text,
  accent: 'orbit',
};

export const alt = ogAlt(card);
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return createOgImage(card);
}
