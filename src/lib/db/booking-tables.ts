/** The bookings' tables (migration 0009, src/lib/booking), as the queries see them; ./schema.ts gathers every table. */

/**
 * A booked call (src/lib/booking/rules/store.ts). `held`: its lead was held as spam, so it holds no
 * time; `cancelled` by the visitor's signed link, or moved (`moved_to` names the new booking);
 * `pending`: holds its time until `expires_at`, waiting for the visitor to confirm it from their
 * e-mail (src/lib/booking/rules/pending.ts).
 */
export type BookingStatus = 'booked' | 'held' | 'cancelled' | 'pending';

export interface BookingsTable {
  id: string;
  lead_id: string;
  starts_at: string;
  ends_at: string;
  status: BookingStatus;
  /** The visitor's own time zone, when their browser said it. */
  time_zone: string | null;
  language: string;
  created_at: string;
  cancelled_at: string | null;
  moved_to: string | null;
  /** The invite's SEQUENCE: one more on each move (migration 0011). */
  sequence: number;
  /** The visitor's address in lower case, for one upcoming call per mailbox. */
  mailbox: string | null;
  /** A keyed hash of the address it came from, for one upcoming call per connection. */
  visitor: string | null;
  /** Until when a pending booking holds its time unconfirmed (migration 0013); null otherwise. */
  expires_at: string | null;
  /** The number (E.164 digits) of a visitor who opted in to WhatsApp messages (migration 0016); null otherwise. */
  whatsapp_to: string | null;
  /** Where the call happens (src/lib/booking/calendar/call-place.ts); null for calls booked before. */
  place_kind: CallPlaceKind | null;
  /** The video link, for `link` and `jitsi`. */
  place_url: string | null;
}

/** A WhatsApp call to the visitor's number, the owner's one video link, or a Jitsi room of the booking's own. */
export type CallPlaceKind = 'whatsapp' | 'link' | 'jitsi';

/** A number that replied STOP to a WhatsApp message (migration 0016): nothing more goes to it. */
export interface WhatsAppStopsTable {
  /** E.164 digits. */
  number: string;
  /** What they wrote, as it came. */
  said: string;
  at: string;
}

/** One five-minute step a booking holds: the primary key lets one booking hold it. */
export interface BookingHoldsTable {
  step_start: string;
  booking_id: string;
}

/** The owner's availability (src/lib/booking/calendar/settings.ts), as JSON, in one row. */
export interface BookingSettingsTable {
  id: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}
