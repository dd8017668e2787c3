import { Icon } from '@/components/ui/icon';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { siteConfig, socialLabels, type SocialNetwork } from '@/content/site';
import { fillTemplate } from '@/lib/i18n/copy';
import { cn } from '@/lib/utils';

interface SocialLinksProps {
  locale: Locale;
  networks: readonly SocialNetwork[];
  className?: string;
}

export function SocialLinks({ locale, networks, className }: SocialLinksProps) {
  const { socialLink, opensInNewTab } = copyOf(locale, 'common');
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {networks.map((network) => (
        <li key={network}>
          <a
            href={siteConfig.socials[network]}
            target="_blank"
            rel="noopener noreferrer"
            data-magnetic=""
            className="grid size-11 place-items-center rounded-full border border-ink-700 text-fg transition-colors hover:border-accent hover:bg-accent hover:text-on-accent"
          >
            <Icon name={network} />
            <span className="sr-only">
              {`${fillTemplate(socialLink, { network: socialLabels[network] })} ${opensInNewTab}`}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
