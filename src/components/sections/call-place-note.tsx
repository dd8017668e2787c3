import { copyOf } from '@/content/localized';
import { localeInfo, type Locale } from '@/content/locales';
import type { BookingView } from '@/lib/booking/rules/queries';
import { placeWords } from '@/lib/booking/messages/place-words';
import { leadFields } from '@/lib/leads/store';

interface CallPlaceNoteProps {
  locale: Locale;
  booking: BookingView;
}

/** A booking's page: how the call happens, with its video link to open when there is one. */
export function CallPlaceNote({ locale, booking }: CallPlaceNoteProps) {
  const copy = copyOf(locale, 'book').email;
  const place = placeWords(copy, booking, leadFields(booking).whatsapp, localeInfo[locale].dir === 'rtl');
  return (
    <p className="mt-5 border-t border-ink-800 pt-5" data-call-place={booking.place_kind ?? undefined}>
      <span className="block text-sm text-muted">{copy.how}</span>
      {place.link ? (
        <a
          href={place.link}
          rel="noopener noreferrer"
          dir="ltr"
          className="mt-1 block font-semibold break-all text-accent underline underline-offset-4"
        >
          {place.link}
        </a>
      ) : (
        <span className="mt-1 block">{place.sentence}</span>
      )}
    </p>
  );
}
