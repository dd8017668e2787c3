import { createOgImage, ogAlt, ogContentType, ogSize, type OgImageProps } from '@/components/og/og-image';
import { modernHomeCopy, pages } from '@/content/pages';

const [firstSlide] = modernHomeCopy.slides;

const card: OgImageProps = {
  eyebrow: pages.modernHome.title,
  title: firstSlide?.title ?? pages.modernHome.title,
  subtitle: pages.modernHome.description,
  accent: 'bars',
};

export const alt = ogAlt(card);
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return createOgImage(card);
}
