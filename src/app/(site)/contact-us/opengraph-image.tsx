import { createOgImage, ogAlt, ogContentType, ogSize, type OgImageProps } from '@/components/og/og-image';
import { contactCopy, pages } from '@/content/pages';
import { siteConfig } from '@/content/site';

const card: OgImageProps = {
  eyebrow: pages.contactUs.title,
  title: contactCopy.detailsHeading,
  subtitle: `${siteConfig.phone.display} · ${siteConfig.address.street}, ${siteConfig.address.city}`,
  accent: 'arc',
};

export const alt = ogAlt(card);
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return createOgImage(card);
}
