import { SocialLinks } from '@/components/layout/social-links';
import { Icon, type IconName } from '@/components/ui/icon';
import { contactCopy } from '@/content/pages';
import { contactSocials, formatAddress, siteConfig } from '@/content/site';
import { cn } from '@/lib/utils';

interface ContactDetailsSectionProps {
  className?: string;
}

function DetailIcon({ name }: { name: IconName }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent/10 text-accent ring-1 ring-accent/20 ring-inset"
    >
      <Icon name={name} className="size-5" />
    </span>
  );
}

/** The office: address, e-mail, phone and the four social profiles. */
export function ContactDetailsSection({ className }: ContactDetailsSectionProps) {
  const id = 'contact-details-heading';
  return (
    <section aria-labelledby={id} className={className}>
      <p className="eyebrow">{contactCopy.detailsEyebrow}</p>
      <h2 id={id} className="mt-3 text-4xl font-bold sm:text-5xl">
        {contactCopy.detailsHeading}
      </h2>
      <ul className="mt-10 grid gap-6">
        <li className="flex items-start gap-4">
          <DetailIcon name="pin" />
          <address className="pt-2.5 text-lg text-muted not-italic">{formatAddress()}</address>
        </li>
        <li className="flex items-center gap-4">
          <DetailIcon name="mail" />
          <a
            href={`mailto:${siteConfig.email}`}
            className={cn(
              'font-display text-xl font-semibold break-all text-fg underline decoration-ink-600 underline-offset-8 transition-colors',
              'hover:text-accent hover:decoration-accent sm:text-2xl',
            )}
          >
            {siteConfig.email}
          </a>
        </li>
        <li className="flex items-center gap-4">
          <DetailIcon name="phone" />
          <a
            href={`tel:${siteConfig.phone.e164}`}
            className={cn(
              'font-display text-xl font-semibold whitespace-nowrap text-fg underline decoration-ink-600 underline-offset-8 transition-colors',
              'hover:text-accent hover:decoration-accent sm:text-2xl',
            )}
          >
            {siteConfig.phone.display}
          </a>
        </li>
      </ul>
      <SocialLinks networks={contactSocials} className="mt-10 gap-3 border-t border-ink-800 pt-10" />
    </section>
  );
}
