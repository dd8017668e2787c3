import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { NastaliqFontFace } from '@/components/layout/nastaliq-font-face';
import { SiteShell } from '@/components/layout/site-shell';
import { NotFoundSection } from '@/components/sections/not-found-section';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { siteConfig } from '@/content/site';
import { env } from '@/env';
import { LOCALE_HEADER, localeFromHeader } from '@/lib/i18n/header';
import { siteViewport } from '@/lib/seo/metadata';

/** The language of the unknown address: Urdu under /ur (src/proxy.ts says so), else English. */
async function requestLocale(): Promise<Locale> {
  return localeFromHeader((await headers()).get(LOCALE_HEADER));
}

// Unmatched URLs: the site has three root layouts (the English pages, the Urdu pages and the
// admin), so the 404 page brings its own document.
export async function generateMetadata(): Promise<Metadata> {
  const { notFound } = copyOf(await requestLocale(), 'meta');
  return {
    metadataBase: new URL(env.siteUrl),
    title: `${notFound.title} | ${siteConfig.name}`,
    description: notFound.description,
    robots: { index: false, follow: true },
  };
}

export const viewport: Viewport = siteViewport;

export default async function GlobalNotFound() {
  const locale = await requestLocale();
  return (
    <SiteShell locale={locale} head={locale === 'ur' ? <NastaliqFontFace /> : undefined}>
      <NotFoundSection locale={locale} missing />
    </SiteShell>
  );
}
