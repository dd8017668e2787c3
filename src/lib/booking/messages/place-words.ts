/**
 * Where a call happens, in the booking's language, as every message says it (./call-place.ts
 * chose it): the e-mails' "How" line, the invite's LOCATION and URL, the WhatsApp message's place and
 * the booking's own page. A call booked before places were kept reads as it did then. Server only.
 */
import 'server-only';
import type { CopyOf } from '@/content/localized';
import type { Booking } from '@/lib/db/schema';
import { storedPlace } from '../calendar/call-place';

type EmailCopy = CopyOf<'book'>['email'];

export interface PlaceWords {
  /** The sentence for a message: "We call you on WhatsApp at …", "A video call: open … ". */
  sentence: string;
  /** Short, for an invite's LOCATION: "WhatsApp call to …", or the video link. */
  location: string | undefined;
  /** The video link, when there is one. */
  link: string | undefined;
}

const fill = (text: string, name: string, value: string) => text.replaceAll(`{${name}}`, value);

/** A number keeps its left-to-right order inside Urdu text (Unicode isolates). */
export const isolated = (value: string, rtl: boolean) => (rtl ? `\u2066${value}\u2069` : value);

export function placeWords(
  copy: Pick<EmailCopy, 'byWhatsapp' | 'byVideo' | 'byVideoLink' | 'whatsappCallTo'>,
  booking: Pick<Booking, 'place_kind' | 'place_url'>,
  whatsappNumber: string | undefined,
  rtl: boolean,
): PlaceWords {
  const place = storedPlace(booking);
  const number = whatsappNumber?.trim();
  if (place?.kind === 'whatsapp' || (!place && number)) {
    const shown = isolated(number ?? '', rtl);
    return {
      sentence: fill(copy.byWhatsapp, 'number', shown),
      location: fill(copy.whatsappCallTo, 'number', number ?? ''),
      link: undefined,
    };
  }
  if (place?.url) {
    return {
      sentence: fill(copy.byVideoLink, 'link', isolated(place.url, rtl)),
      location: place.url,
      link: place.url,
    };
  }
  return { sentence: copy.byVideo, location: undefined, link: undefined };
}
