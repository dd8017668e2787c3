import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { WhatsAppTextLink } from '@/components/ui/whatsapp-link';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { siteConfig } from '@/content/site';
import { analyticsAttributes } from '@/lib/analytics';
import { fillTemplateParts } from '@/lib/i18n/copy';
import { cn } from '@/lib/utils';

const linkClasses =
  'font-semibold text-fg underline decoration-ink-600 underline-offset-4 transition-colors hover:text-accent hover:decoration-accent';

/** The agency's e-mail address as a link, written left to right on every page. */
export function EmailLink() {
  return (
    <a
      href={`mailto:${siteConfig.email}`}
      dir="ltr"
      className={cn(linkClasses, 'wrap-anywhere')}
      {...analyticsAttributes('Email Click', { placement: 'contact' })}
    >
      {siteConfig.email}
    </a>
  );
}

/** Copy with `{email}` in it, the address a link. */
export function withEmail(text: string): ReactNode[] {
  return fillTemplateParts<ReactNode>(text, { email: <EmailLink key="email" /> });
}

/** Another way to reach the agency when booking is not possible: WhatsApp and e-mail. */
export function ReachUs({ locale, className }: { locale: Locale; className?: string }) {
  const contact = copyOf(locale, 'contact');
  return (
    <div className={cn('flex flex-wrap items-center gap-x-6 gap-y-3', className)}>
      <WhatsAppTextLink
        locale={locale}
        number={siteConfig.whatsapp}
        message={contact.whatsapp.message}
        analytics={analyticsAttributes('WhatsApp Click', { placement: 'contact' })}
      >
        {contact.whatsapp.link}
      </WhatsAppTextLink>
      <span className="inline-flex min-w-0 items-center gap-3">
        <Icon name="mail" className="size-5 shrink-0 text-accent" />
        <EmailLink />
      </span>
    </div>
  );
}

interface BookAlertProps {
  id: string;
  children: ReactNode;
  /** Adds the WhatsApp and e-mail links (when booking failed on our side or was limited). */
  reach?: Locale;
  className?: string;
}

/**
 * Why the last attempt did not work, at the top of the form: announced, and focusable so the
 * address's fragment can bring the keyboard to it.
 */
export function BookAlert({ id, children, reach, className }: BookAlertProps) {
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      className={cn('rounded-2xl border border-danger/50 bg-danger/10 p-4 sm:p-5', className)}
    >
      <p className="font-medium text-fg">{children}</p>
      {reach ? <ReachUs locale={reach} className="mt-3" /> : null}
    </div>
  );
}

/** "What happens on the call": beside the form and the booked call on wide screens, under them on phones. */
export function BookExpect({ locale, className }: { locale: Locale; className?: string }) {
  const { expect } = copyOf(locale, 'book');
  return (
    <aside aria-labelledby="book-expect" className={cn('min-w-0', className)}>
      <h2 id="book-expect" className="text-2xl font-bold sm:text-3xl">
        {expect.heading}
      </h2>
      <ul className="mt-6 grid gap-4">
        {expect.points.map((point) => (
          <li key={point} className="flex gap-3 text-muted">
            <span
              aria-hidden="true"
              className="mt-2.5 size-2 shrink-0 rounded-full bg-accent nastaliq:mt-4"
            />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
