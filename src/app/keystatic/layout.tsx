import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Content admin',
  robots: { index: false, follow: false },
};

interface AdminLayoutProps {
  children: ReactNode;
}

/** The admin's own document: none of the public site's header, styles or scripts. */
export default function AdminLayout({ children }: AdminLayoutProps) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
