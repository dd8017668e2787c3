import { createOgImage, ogAlt, ogContentType, ogSize, type OgImageProps } from '@/components/og/og-image';
import { homeCopy, pages } from '@/content/pages';
import { siteConfig } from '@/content/site';

const card: OgImageProps = {
  eyebrow: siteConfig.tagline,
  title: homeCopy.hero.heading,
  subtitle: pages.home.description,
  accent: 'orbit',
};

export const alt = ogAlt(card);
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return createOgImage(card);
}
