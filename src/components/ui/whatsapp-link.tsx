import { useId, type ReactNode } from 'react';
import { WhatsAppMark } from '@/components/ui/whatsapp-mark';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import type { AnalyticsAttributes } from '@/lib/analytics';
import { whatsappHref } from '@/lib/contact/whatsapp';
import { cn } from '@/lib/utils';

interface WhatsAppLinkProps {
  /** The language of the page, for the new-tab note. */
  locale: Locale;
  /** The agency's number in international format; without one, nothing is rendered. */
  number: string | undefined;
  /** Written in the chat for the visitor to send. */
  message?: string;
  className?: string;
  /** Counts a click on the link (`analyticsAttributes('WhatsApp Click', …)`). */
  analytics?: AnalyticsAttributes;
  children: ReactNode;
}

/**
 * A plain click-to-chat link (no WhatsApp script, no request until it is followed) that opens in a
 * new tab. '(opens in a new tab)' is its description rather than part of its name, so the name is
 * exactly what it says, e.g. 'Chat on WhatsApp'.
 */
export function WhatsAppLink({ locale, number, message, className, analytics, children }: WhatsAppLinkProps) {
  const noteId = useId();
  const href = whatsappHref(number, message);
  if (!href) return null;
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={noteId}
        className={className}
        {...analytics}
      >
        {children}
      </a>
      <span id={noteId} hidden>
        {copyOf(locale, 'common').opensInNewTab}
      </span>
    </>
  );
}

/** The WhatsApp mark and an underlined line of text, for links inside a page's copy. */
export function WhatsAppTextLink({ className, children, ...props }: WhatsAppLinkProps) {
  return (
    <WhatsAppLink
      {...props}
      className={cn(
        'inline-flex items-center gap-3 font-semibold text-fg underline decoration-ink-600 underline-offset-[6px] transition-colors hover:text-accent hover:decoration-accent',
        className,
      )}
    >
      <WhatsAppMark className="size-5 text-whatsapp" />
      <span>{children}</span>
    </WhatsAppLink>
  );
}
