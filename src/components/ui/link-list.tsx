import { SiteLink } from '@/components/ui/site-link';
import type { NavLink } from '@/content/types';

interface LinkListProps {
  links: readonly NavLink[];
  /** Classes of the list. */
  className?: string;
  /** Classes of each link. */
  linkClassName?: string;
}

/** A list of the site's links, one item each, such as the header's and the footer's menus. */
export function LinkList({ links, className, linkClassName }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} hrefLang={link.hrefLang} className={linkClassName}>
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
