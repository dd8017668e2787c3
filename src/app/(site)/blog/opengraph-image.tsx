import { createOgImage, ogAlt, ogContentType, ogSize, type OgImageProps } from '@/components/og/og-image';
import { modernHomeCopy, pages } from '@/content/pages';

const card: OgImageProps = {
  eyebrow: pages.blog.title,
  title: modernHomeCopy.blog.heading,
  subtitle: pages.blog.description,
  accent: 'bars',
};

export const alt = ogAlt(card);
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return createOgImage(card);
}
