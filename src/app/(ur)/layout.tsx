import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { NastaliqFontFace } from '@/components/layout/nastaliq-font-face';
import { SiteShell } from '@/components/layout/site-shell';
import { siteMetadata, siteViewport } from '@/lib/seo/metadata';

export const metadata = siteMetadata('ur');

export const viewport: Viewport = siteViewport;

interface UrduLayoutProps {
  children: ReactNode;
}

/**
 * The Urdu pages' root layout: the same document as the English pages', right to left, in Urdu,
 * in Noto Nastaliq Urdu (no English page loads it).
 */
export default function UrduLayout({ children }: UrduLayoutProps) {
  return (
    <SiteShell locale="ur" head={<NastaliqFontFace />}>
      {children}
    </SiteShell>
  );
}
