import { WhatsAppMark } from '@/components/ui/whatsapp-mark';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { analyticsAttributes } from '@/lib/analytics';

interface WhatsAppButtonProps {
  /** The agency's number in international format; without one, there is no button. */
  number: string | undefined;
  /** Its accessible name, e.g. 'Chat on WhatsApp'. */
  label: string;
  message?: string;
}

/**
 * The round WhatsApp button in the bottom-right corner of every page: a plain link, no script.
 * How it makes room for 'Back to top' and waits for the intro is CSS (`.whatsapp-float` in
 * globals.css).
 */
export function WhatsAppButton({ number, label, message }: WhatsAppButtonProps) {
  return (
    <WhatsAppLink
      number={number}
      message={message}
      analytics={analyticsAttributes('WhatsApp Click', { placement: 'floating' })}
      className="whatsapp-float fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-whatsapp text-ink-950 shadow-lg shadow-black/40 transition-[translate,filter] duration-300 ease-out-expo hover:brightness-110 focus-visible:outline-offset-4 sm:right-6 sm:bottom-6 print:hidden"
    >
      <WhatsAppMark className="size-7" />
      <span className="sr-only">{label}</span>
    </WhatsAppLink>
  );
}
