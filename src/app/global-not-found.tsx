import type { Metadata, Viewport } from 'next';
import { SiteShell } from '@/components/layout/site-shell';
import { NotFoundSection } from '@/components/sections/not-found-section';
import { pages } from '@/content/pages';
import { siteConfig } from '@/content/site';
import { env } from '@/env';
import { siteViewport } from '@/lib/seo';

// Unmatched URLs: the site has two root layouts (the public site and the admin), so the 404
// page brings its own document.
export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: `${pages.notFound.title} | ${siteConfig.name}`,
  description: pages.notFound.description,
  robots: { index: false, follow: true },
};

export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteShell>
      <NotFoundSection missing />
    </SiteShell>
  );
}
