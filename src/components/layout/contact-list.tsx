import { Icon } from '@/components/ui/icon';
import { formatAddress, siteConfig } from '@/content/site';
import { analyticsAttributes, type ContactPlacement } from '@/lib/analytics';
import { cn } from '@/lib/utils';

interface ContactListProps {
  /** Where the list sits, as the e-mail and phone clicks are counted. */
  placement: ContactPlacement;
  className?: string;
}

/** Address, e-mail and phone, each a working link where it can be. */
export function ContactList({ placement, className }: ContactListProps) {
  return (
    <ul className={cn('grid gap-3 text-muted', className)}>
      <li className="flex gap-3">
        <Icon name="pin" className="mt-1 text-accent" />
        <address className="not-italic">{formatAddress()}</address>
      </li>
      <li className="flex gap-3">
        <Icon name="mail" className="mt-1 text-accent" />
        <a
          href={`mailto:${siteConfig.email}`}
          className="transition-colors hover:text-accent"
          {...analyticsAttributes('Email Click', { placement })}
        >
          {siteConfig.email}
        </a>
      </li>
      <li className="flex gap-3">
        <Icon name="phone" className="mt-1 text-accent" />
        <a
          href={`tel:${siteConfig.phone.e164}`}
          className="transition-colors hover:text-accent"
          {...analyticsAttributes('Phone Click', { placement })}
        >
          {siteConfig.phone.display}
        </a>
      </li>
    </ul>
  );
}
