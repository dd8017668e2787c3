import { SiteLink } from '@/components/ui/site-link';
import { siteConfig } from '@/content/site';

export function Logo() {
  return (
    <SiteLink
      href="/"
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
