import { Icon } from '@/components/ui/icon';
import { formatAddress, siteConfig } from '@/content/site';
import { analyticsAttributes, type ContactPlacement } from '@/lib/analytics';
import { cn } from '@/lib/utils';

interface ContactListProps {
  /** Where the list sits, as the e-mail and phone clicks are counted. */
  placement: ContactPlacement;
  className?: string;
}

/**
 * Address, e-mail and phone, each a working link where it can be. They are written left to right
 * in every language, so each is set apart from the text around it (`dir="ltr"`): in an Urdu line
 * the number's plus sign and the address's commas stay where they belong.
 */
export function ContactList({ placement, className }: ContactListProps) {
  return (
    <ul className={cn('grid gap-3 text-muted', className)}>
      <li className="flex gap-3">
        <Icon name="pin" className="mt-1 text-accent" />
        <address className="not-italic">
          <span dir="ltr" lang="en">
            {formatAddress()}
          </span>
        </address>
      </li>
      <li className="flex gap-3">
        <Icon name="mail" className="mt-1 text-accent" />
        <a
          href={`mailto:${siteConfig.email}`}
          dir="ltr"
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
          dir="ltr"
          className="transition-colors hover:text-accent"
          {...analyticsAttributes('Phone Click', { placement })}
        >
          {siteConfig.phone.display}
        </a>
      </li>
    </ul>
  );
}
