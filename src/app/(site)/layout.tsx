import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { siteMetadata, siteViewport } from '@/lib/seo/metadata';

export const metadata = siteMetadata('en');

export const viewport: Viewport = siteViewport;

interface SiteLayoutProps {
  children: ReactNode;
}

/** The public site's root layout (the admin under /keystatic has its own). */
export default function SiteLayout({ children }: SiteLayoutProps) {
  return <SiteShell locale="en">{children}</SiteShell>;
}
