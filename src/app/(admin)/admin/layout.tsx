import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './inbox.css';

export const metadata: Metadata = {
  title: { template: '%s | Lead inbox', default: 'Lead inbox' },
  robots: { index: false, follow: false, nocache: true },
  referrer: 'same-origin',
};

export const viewport: Viewport = { themeColor: '#0b0b0f', colorScheme: 'dark' };

// Every inbox page is made per request for the member who asks: never prerendered, never cached.
export const dynamic = 'force-dynamic';

interface InboxRootLayoutProps {
  children: ReactNode;
}

/**
 * The team's inbox has its own document: none of the public site's header, fonts, analytics or
 * scripts, and its own small stylesheet.
 */
export default function InboxRootLayout({ children }: InboxRootLayoutProps) {
  return (
    <html lang="en" dir="ltr">
      <body className="min-h-dvh antialiased">{children}</body>
    </html>
  );
}
