import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import type { NavLink } from '@/content/types';
import { linkTo } from '@/lib/i18n/routes';

interface PageHeaderProps {
  locale: Locale;
  title: string;
  /** From Home to the current page; the last crumb is the page itself. */
  crumbs: readonly NavLink[];
  intro?: ReactNode;
  /** Extra content beside the title, e.g. a download link or an image. */
  children?: ReactNode;
}

/** The inner pages' header: breadcrumb, title and intro, with the matching BreadcrumbList. */
export function PageHeader({ locale, title, crumbs, intro, children }: PageHeaderProps) {
  return (
    <header className="relative overflow-hidden border-b border-ink-800">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-e-[-10%] -top-40 size-[32rem] rounded-full bg-[radial-gradient(circle,rgb(198_244_50/0.14),transparent_65%)]"
      />
      <div className="relative container-site py-14 sm:py-20 lg:py-28">
        <Breadcrumb locale={locale} crumbs={crumbs} />
        <div className="mt-6 grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-end">
          <div>
            <h1 className="text-5xl font-bold sm:text-6xl lg:text-7xl">{title}</h1>
            {intro ? <div className="mt-6 max-w-2xl text-lg text-muted">{intro}</div> : null}
          </div>
          {children}
        </div>
      </div>
    </header>
  );
}

/**
 * Breadcrumb trail for a page one level below Home in `locale`, from the English pages' paths: each
 * crumb links to its page in the same language.
 */
export function crumbsFor(locale: Locale, ...trail: NavLink[]): NavLink[] {
  return [{ label: copyOf(locale, 'common').breadcrumb.home, href: '/' }, ...trail].map((crumb) => ({
    ...crumb,
    ...linkTo(locale, crumb.href),
  }));
}
