import { SiteLink } from '@/components/ui/site-link';
import type { Locale } from '@/content/locales';
import { siteConfig } from '@/content/site';
import { linkTo } from '@/lib/i18n/routes';

interface LogoProps {
  locale: Locale;
}

export function Logo({ locale }: LogoProps) {
  return (
    <SiteLink
      {...linkTo(locale, '/')}
      // The brand is written in Latin letters on every page.
      dir="ltr"
      className="group inline-flex items-center gap-2 font-display text-lg font-bold tracking-tight text-fg"
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-accent text-sm font-black text-on-accent transition-transform duration-300 group-hover:rotate-6"
      >
        R
      </span>
      <span>
        {siteConfig.name}
        <span aria-hidden="true" className="text-accent">
          .
        </span>
      </span>
    </SiteLink>
  );
}
