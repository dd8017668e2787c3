import { Icon } from '@/components/ui/icon';
import { commonCopy } from '@/content/pages';
import { siteConfig, socialLabels, type SocialNetwork } from '@/content/site';
import { cn } from '@/lib/utils';

interface SocialLinksProps {
  networks: readonly SocialNetwork[];
  className?: string;
}

export function SocialLinks({ networks, className }: SocialLinksProps) {
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
              {siteConfig.name} on {socialLabels[network]} {commonCopy.opensInNewTab}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
