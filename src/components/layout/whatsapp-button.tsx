import { WhatsAppMark } from '@/components/ui/whatsapp-mark';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import type { Locale } from '@/content/locales';
import { analyticsAttributes } from '@/lib/analytics';

interface WhatsAppButtonProps {
  locale: Locale;
  /** The agency's number in international format; without one, there is no button. */
  number: string | undefined;
  /** Its accessible name, e.g. 'Chat on WhatsApp'. */
  label: string;
  message?: string;
}

/**
 * The round WhatsApp button in the bottom corner on the reading end of every page (right, left on
 * Urdu pages): a plain link, no script.
 * How it makes room for 'Back to top' and waits for the intro is CSS (`.whatsapp-float` in
 * globals.css).
 */
export function WhatsAppButton({ locale, number, label, message }: WhatsAppButtonProps) {
  return (
    <WhatsAppLink
      locale={locale}
      number={number}
      message={message}
      analytics={analyticsAttributes('WhatsApp Click', { placement: 'floating' })}
      className="whatsapp-float fixed inset-e-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-whatsapp text-ink-950 shadow-lg shadow-black/40 transition-[translate,filter] duration-300 ease-out-expo hover:brightness-110 focus-visible:outline-offset-4 sm:inset-e-6 sm:bottom-6 print:hidden"
    >
      <WhatsAppMark className="size-7" />
      <span className="sr-only">{label}</span>
    </WhatsAppLink>
  );
}
