/** The deliveries queue's tables (src/lib/leads/deliveries.ts); ./schema.ts gathers every table. */

/**
 * `email`: the team's e-mail (EmailJS); `webhook`: the signed webhook; `visitor`: the booker's own
 * e-mail over SMTP (src/lib/booking/messages/visitor-mail.ts); `team-smtp`: the team's e-mail over SMTP to
 * TEAM_EMAIL (src/lib/leads/team-mail.ts); `whatsapp`: the booker's WhatsApp message, a template
 * through the Cloud API (src/lib/booking/whatsapp).
 */
export type DeliveryChannel = 'email' | 'webhook' | 'visitor' | 'team-smtp' | 'whatsapp';
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One channel's delivery of one lead: retried until delivered or out of attempts. */
export interface DeliveriesTable {
  id: string;
  lead_id: string;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attempts: number;
  /** When it is next due; null once delivered or failed. */
  next_attempt_at: string | null;
  /** An instance that claimed it holds it until then, so no other sends it meanwhile. */
  claimed_until: string | null;
  /** The claim's own id: finishing or giving it back changes the row only while it is this claim's. */
  claim_id: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** What it tells of: a booking made or cancelled; null for the lead itself (`lead.created`). */
  event: DeliveryEvent | null;
  /** The booking the event is about. */
  booking_id: string | null;
  /** Meta's id of a WhatsApp message sent (migration 0016). */
  message_id: string | null;
  /** Its latest status from the webhook: `sent`, `delivered`, `read` or `failed` (never back). */
  message_status: string | null;
}

/**
 * The events a delivery can tell of besides a new lead. `booking.moved` (the visitor's updated
 * invite) and the reminders, named by how many minutes before the call they are due
 * (`booking.reminder.60`), and `booking.taken` (a held booking let through after its time was
 * taken: choose again) and `booking.existing` (a second booking refused: the first one's link, to
 * its own e-mail) and `booking.confirm` (a pending booking's confirm link) go to the visitor only.
 */
export type DeliveryEvent =
  | 'booking.created'
  | 'booking.cancelled'
  | 'booking.moved'
  | 'booking.taken'
  | 'booking.existing'
  | 'booking.confirm'
  | `booking.reminder.${number}`;

/** Every attempt of a delivery, kept for the lead's history. */
export interface DeliveryAttemptsTable {
  id: string;
  delivery_id: string;
  lead_id: string;
  channel: DeliveryChannel;
  ok: number;
  /** The answer's HTTP status, when there was one. */
  http_status: number | null;
  error: string | null;
  at: string;
}
