import { createOgImage, ogAlt, ogContentType, ogSize, type OgImageProps } from '@/components/og/og-image';
import { homeCopy, pages, servicesCopy } from '@/content/pages';

const card: OgImageProps = {
  eyebrow: pages.services.title,
  title: homeCopy.services.heading,
  subtitle: servicesCopy.text,
  accent: 'bars',
};

export const alt = ogAlt(card);
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return createOgImage(card);
}
