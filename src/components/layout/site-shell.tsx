import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { VitalsLoader } from '@/components/layout/vitals-loader';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { IntroLoader, introScript } from '@/components/motion/intro-loader';
import { PointerEffects } from '@/components/motion/pointer-effects';
import { ScrollProgress } from '@/components/motion/scroll-progress';
import { copyOf } from '@/content/localized';
import { localeInfo, type Locale } from '@/content/locales';
import { siteConfig } from '@/content/site';
import '@/app/globals.css';

const spaceGrotesk = localFont({
  src: '../../../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  variable: '--font-space-grotesk',
  weight: '300 700',
  display: 'swap',
  // Until the file comes, headings are drawn in Arial or a face with its metrics, sized to take the
  // room Space Grotesk will (globals.css). next/font's own fallback names Arial only, which Linux
  // lacks, and its one regular face is made bold by the browser.
  adjustFontFallback: false,
  fallback: ['Space Grotesk Fallback'],
});

interface SiteShellProps {
  /** The page's language: `lang` and `dir` of the document, and the words around the page. */
  locale: Locale;
  /** More for the document's <head>, such as a language's own font. */
  head?: ReactNode;
  children: ReactNode;
}

/**
 * The document of every public page: header, footer, the WhatsApp button and the motion pieces
 * around the page, and the measuring of its speed for real visitors (loaded once it is idle).
 */
export function SiteShell({ locale, head, children }: SiteShellProps) {
  const common = copyOf(locale, 'common');
  return (
    // The head script may add the `intro` class before React hydrates.
    <html
      lang={locale}
      dir={localeInfo[locale].dir}
      className={spaceGrotesk.variable}
      suppressHydrationWarning
    >
      {/* The App Router document shared by the site layout and the global 404 (next/head is the Pages Router's). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: introScript }} />
        {head}
        {/* A route's loading state streams its content into a hidden chunk that a script
            reveals; without scripts, show the content and drop the loading indicator. */}
        <noscript>
          {/* In the base layer: Tailwind hides [hidden] with a layered !important, which an
              unlayered !important cannot override. */}
          <style>
            {'@layer base{[hidden][id^="S:"]{display:block!important}}.route-loading{display:none}'}
          </style>
        </noscript>
      </head>
      <body>
        <IntroLoader />
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-accent px-5 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:inset-s-3 focus:top-3"
        >
          {common.skipToContent}
        </a>
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <SiteFooter locale={locale}>
          {/* Fixed in the corner, but inside the footer's landmark, where a contact link belongs
              (axe: all content in landmarks). */}
          <WhatsAppButton
            locale={locale}
            number={siteConfig.whatsapp}
            label={common.whatsapp.button}
            message={common.whatsapp.message}
          />
        </SiteFooter>
        <ScrollProgress label={common.backToTop} />
        <PointerEffects />
        <VitalsLoader />
      </body>
    </html>
  );
}
