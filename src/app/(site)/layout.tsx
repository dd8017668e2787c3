import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { pages } from '@/content/pages';
import { siteConfig } from '@/content/site';
import { env } from '@/env';
import { siteViewport } from '@/lib/seo';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: {
    default: `${pages.home.title} | ${siteConfig.name}`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false, address: false, email: false },
};

export const viewport: Viewport = siteViewport;

interface SiteLayoutProps {
  children: ReactNode;
}

/** The public site's root layout (the admin under /keystatic has its own). */
export default function SiteLayout({ children }: SiteLayoutProps) {
  return <SiteShell>{children}</SiteShell>;
}
