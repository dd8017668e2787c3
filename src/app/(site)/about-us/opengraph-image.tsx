import { createOgImage, ogAlt, ogContentType, ogSize, type OgImageProps } from '@/components/og/og-image';
import { homeCopy, pages } from '@/content/pages';

const card: OgImageProps = {
  eyebrow: pages.aboutUs.title,
  title: homeCopy.about.heading,
  subtitle: pages.aboutUs.description,
  accent: 'arc',
};

export const alt = ogAlt(card);
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return createOgImage(card);
}
