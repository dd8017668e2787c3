import { SocialLinks } from '@/components/layout/social-links';
import { Icon, type IconName } from '@/components/ui/icon';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { WhatsAppMark } from '@/components/ui/whatsapp-mark';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { contactSocials, formatAddress, siteConfig } from '@/content/site';
import { analyticsAttributes } from '@/lib/analytics';
import { cn } from '@/lib/utils';

interface ContactDetailsSectionProps {
  locale: Locale;
  /** The WhatsApp number as people read it (+92 …); without one the section has no WhatsApp row. */
  whatsapp: string | undefined;
  className?: string;
}

function DetailIcon({ name }: { name: IconName | 'whatsapp' }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent/10 text-accent ring-1 ring-accent/20 ring-inset"
    >
      {name === 'whatsapp' ? <WhatsAppMark className="size-5" /> : <Icon name={name} className="size-5" />}
    </span>
  );
}

/**
 * The office: address, e-mail, phone, WhatsApp and the four social profiles. The address, e-mail
 * and numbers are written left to right on every page (`dir="ltr"`).
 */
export function ContactDetailsSection({ locale, whatsapp, className }: ContactDetailsSectionProps) {
  const id = 'contact-details-heading';
  const contactCopy = copyOf(locale, 'contact');
  return (
    <section aria-labelledby={id} className={className}>
      <p className="eyebrow">{contactCopy.detailsEyebrow}</p>
      <h2 id={id} className="mt-3 text-4xl font-bold sm:text-5xl">
        {contactCopy.detailsHeading}
      </h2>
      <ul className="mt-10 grid gap-6">
        <li className="flex items-start gap-4">
          <DetailIcon name="pin" />
          <address className="pt-2.5 text-lg text-muted not-italic">
            <span dir="ltr" lang="en">
              {formatAddress()}
            </span>
          </address>
        </li>
        <li className="flex items-center gap-4">
          <DetailIcon name="mail" />
          <a
            href={`mailto:${siteConfig.email}`}
            dir="ltr"
            {...analyticsAttributes('Email Click', { placement: 'contact' })}
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
            dir="ltr"
            {...analyticsAttributes('Phone Click', { placement: 'contact' })}
            className={cn(
              'font-display text-xl font-semibold whitespace-nowrap text-fg underline decoration-ink-600 underline-offset-8 transition-colors',
              'hover:text-accent hover:decoration-accent sm:text-2xl',
            )}
          >
            {siteConfig.phone.display}
          </a>
        </li>
        {whatsapp ? (
          <li className="flex items-start gap-4">
            <DetailIcon name="whatsapp" />
            <div className="grid justify-items-start gap-2 pt-1.5 sm:pt-1">
              <p
                dir="ltr"
                className="font-display text-xl font-semibold whitespace-nowrap text-fg sm:text-2xl"
              >
                <span className="sr-only">{contactCopy.whatsapp.label} </span>
                {whatsapp}
              </p>
              <WhatsAppLink
                locale={locale}
                number={whatsapp}
                message={contactCopy.whatsapp.message}
                analytics={analyticsAttributes('WhatsApp Click', { placement: 'contact' })}
                className="inline-flex items-center gap-2 font-semibold text-accent underline decoration-accent/40 underline-offset-4 transition-colors hover:decoration-accent"
              >
                {contactCopy.whatsapp.link}
                <Icon name="arrowUpRight" className="size-4" />
              </WhatsAppLink>
            </div>
          </li>
        ) : null}
      </ul>
      <SocialLinks
        locale={locale}
        networks={contactSocials}
        className="mt-10 gap-3 border-t border-ink-800 pt-10"
      />
    </section>
  );
}
