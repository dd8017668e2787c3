import { createOgImage, ogAlt, ogContentType, ogSize, type OgImageProps } from '@/components/og/og-image';
import { pages, privacyCopy } from '@/content/pages';

const card: OgImageProps = {
  eyebrow: pages.privacy.title,
  title: privacyCopy.collect.heading,
  subtitle: privacyCopy.intro,
  accent: 'arc',
};

export const alt = ogAlt(card);
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return createOgImage(card);
}
