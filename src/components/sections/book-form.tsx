import { buttonClasses } from '@/components/ui/button-link';
import { AttributionFields } from '@/components/ui/attribution-fields';
import { Icon } from '@/components/ui/icon';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { PrivacyNote } from '@/components/ui/privacy-note';
import { ZoneField } from '@/components/ui/your-time';
import { copyOf, type CopyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { callTime } from '@/lib/booking/pages/display';
import type { MovingCall } from '@/lib/booking/pages/page-data';
import { errorCopyKey, type BookPageQuery } from '@/lib/booking/pages/page-query';
import { BOOK_ENDPOINT } from '@/lib/booking/pages/paths';
import { nearestSlots, type Slot } from '@/lib/booking/calendar/slots';
import type { TypedValues } from '@/lib/booking/pages/typed-cookie';
import { isoInZone } from '@/lib/time/zone';
import { BookDetailFields } from './book-detail-fields';
import { BookAlert, ReachUs } from './book-notes';
import { BookSlotPicker } from './book-slot-picker';

interface BookFormProps {
  locale: Locale;
  copy: CopyOf<'book'>;
  slots: readonly Slot[];
  /** The form's signed token fields. */
  token: Record<string, string>;
  query: BookPageQuery;
  typed: TypedValues;
  /** The call being moved, when the page was opened from its link: only the time is asked. */
  moving?: MovingCall;
  /** The page was opened from a link that opens nothing. */
  badLink: boolean;
  /** WhatsApp messages are set up (WHATSAPP_*): the form offers them. */
  offerWhatsApp?: boolean;
}

/** Refusals that add the WhatsApp and e-mail links: failed or limited on our side, or a full calendar. */
const REACH_US: ReadonlySet<string> = new Set(['limit', 'unavailable', 'full', 'address']);

/**
 * The booking form, a plain post to /api/book that works without JavaScript: why the last try was
 * refused, the free times, who is calling, and the hidden fields the endpoint judges it by (the
 * page's signed token, the field only bots fill in, where the visit began and the visitor's zone).
 */
export function BookForm(props: BookFormProps) {
  const { locale, copy, slots, token, query, typed, moving, badLink, offerWhatsApp } = props;
  const error = query.error ?? (badLink ? 'link' : undefined);
  const offered = slots.some((slot) => slot.start === query.wanted);
  const nearest = query.error === 'taken' && query.wanted ? nearestSlots(slots, query.wanted) : [];
  const alert = error ? (
    <BookAlert id="book-error" reach={REACH_US.has(error) ? locale : undefined}>
      {copy.errors[errorCopyKey(error)]}
    </BookAlert>
  ) : null;
  if (slots.length === 0) {
    return (
      <div className="grid gap-6">
        {alert}
        <p className="text-lg">{copy.picker.none}</p>
        <ReachUs locale={locale} />
      </div>
    );
  }
  return (
    <form id="book-form" method="post" action={BOOK_ENDPOINT} className="grid scroll-mt-28 gap-10">
      {alert}
      {moving ? (
        <p className="rounded-2xl border border-ink-700 bg-ink-950/60 p-4 sm:p-5">
          <span className="block text-sm text-muted">{copy.move.current}</span>
          <time dateTime={isoInZone(moving.start)} className="mt-1 block text-lg font-semibold">
            {callTime(locale, moving.start)}
          </time>
          <span className="text-sm text-muted">{copy.picker.pakistanTime}</span>
        </p>
      ) : null}
      <BookSlotPicker
        locale={locale}
        copy={copy.picker}
        slots={slots}
        selected={offered ? query.wanted : undefined}
        nearest={nearest}
        error={query.invalid.includes('slot') ? copy.fieldErrors.slot : undefined}
      />
      {moving ? null : (
        <BookDetailFields
          locale={locale}
          copy={copy}
          typed={typed}
          invalid={query.invalid}
          choice={query.choice}
          offerWhatsApp={offerWhatsApp}
        />
      )}
      <input type="hidden" name="language" value={locale} />
      <ZoneField />
      {moving ? (
        <>
          <input type="hidden" name="b" value={moving.id} />
          <input type="hidden" name="sig" value={moving.sig} />
        </>
      ) : (
        <>
          {Object.entries(token).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <HoneypotField id="book-website" label={copyOf(locale, 'contact').honeypotLabel} />
          <AttributionFields />
        </>
      )}
      <div className="grid gap-5">
        <button
          type="submit"
          className={buttonClasses({ className: 'w-full cursor-pointer sm:w-auto sm:justify-self-start' })}
        >
          {moving ? copy.move.submit : copy.submit}
          <Icon name="calendar" className="size-5" />
        </button>
        <PrivacyNote locale={locale} text={copy.privacyNote} />
      </div>
    </form>
  );
}
