import { SiteLink } from '@/components/ui/site-link';
import { JsonLd } from '@/components/ui/json-ld';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import type { NavLink } from '@/content/types';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { cn } from '@/lib/utils';

interface BreadcrumbProps {
  locale: Locale;
  /** From Home to the current page; the last crumb is the page itself. */
  crumbs: readonly NavLink[];
  className?: string;
  listClassName?: string;
}

/** The visible trail and its BreadcrumbList, from one list of crumbs. */
export function Breadcrumb({ locale, crumbs, className, listClassName }: BreadcrumbProps) {
  return (
    <>
      <nav aria-label={copyOf(locale, 'common').breadcrumb.label} className={className}>
        <ol className={cn('flex flex-wrap items-center gap-2 text-sm text-muted', listClassName)}>
          {crumbs.map((crumb, index) => (
            <li key={crumb.href} className="pointer-events-auto flex items-center gap-2">
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="text-fg">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <SiteLink
                    href={crumb.href}
                    hrefLang={crumb.hrefLang}
                    className="transition-colors hover:text-accent"
                  >
                    {crumb.label}
                  </SiteLink>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
