import { createOgImage, ogAlt, ogContentType, ogSize, type OgImageProps } from '@/components/og/og-image';
import { homeCopy, pages, portfolioCopy } from '@/content/pages';

const card: OgImageProps = {
  eyebrow: pages.portfolio.title,
  title: homeCopy.portfolio.heading,
  subtitle: portfolioCopy.text,
  accent: 'arc',
};

export const alt = ogAlt(card);
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return createOgImage(card);
}
