import { readFileSync } from 'node:fs';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/** What scripts/bench/floor-a.mjs took from the site's build (its path comes in FLOOR_A_SNAPSHOT). */
export interface Snapshot {
  htmlClass: string;
  bodyClass: string;
  /** The site's stylesheets and fonts, copied under public/site/ with their relative paths kept. */
  stylesheets: string[];
  fonts: string[];
  /** The home page's hero heading, as the site renders it. */
  hero: string;
}

export function snapshot(): Snapshot {
  const file = process.env.FLOOR_A_SNAPSHOT;
  if (!file) throw new Error('FLOOR_A_SNAPSHOT is not set: build floor A through scripts/bench/floor-a.mjs');
  return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
}

export const metadata: Metadata = {
  title: 'Floor A',
  description: 'A bare Next.js page with the site’s stylesheet, display font and hero heading.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const { htmlClass, bodyClass, stylesheets, fonts } = snapshot();
  return (
    <html lang="en" className={htmlClass}>
      <head>
        {fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="next" />
        ))}
      </head>
      <body className={bodyClass || undefined}>{children}</body>
    </html>
  );
}
