import { createOgImage, ogAlt, ogContentType, ogSize, type OgImageProps } from '@/components/og/og-image';
import { aboutCopy, pages, teamCopy } from '@/content/pages';

const card: OgImageProps = {
  eyebrow: pages.ourTeam.title,
  title: aboutCopy.team.heading,
  subtitle: teamCopy.text,
  accent: 'orbit',
};

export const alt = ogAlt(card);
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return createOgImage(card);
}
