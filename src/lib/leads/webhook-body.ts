/**
 * What the leads webhook posts (./webhook.ts): the event's type, the lead as stored, where the
 * visit began and, for a booking's events, the booking. docs/forms-and-leads.md shows it.
 */
import { ATTRIBUTION_FIELDS, type Attribution } from '@/lib/analytics/attribution';
import type { Booking, Lead } from '@/lib/db/schema';
import { leadFields } from './store';

/** The body's `type`, for a receiver to switch on; later events join this list. */
export const WEBHOOK_EVENT_TYPES = ['lead.created', 'booking.created', 'booking.cancelled'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What the receiver gets. */
export interface WebhookBody {
  /** What happened: `lead.created`. */
  type: WebhookEventType;
  id: string;
  form: Lead['form'];
  /** How it reached the site: `embedded`, `no-script` or `emailjs`. */
  path: Lead['path'];
  received_at: string;
  /** `en` or `ur`; null when the form did not say. */
  language: string | null;
  /** Every field the visitor sent, as received (the attribution's hidden fields included). */
  fields: Record<string, string>;
  /** Where the visit began; a field the visit did not have is null. */
  attribution: Record<keyof Attribution, string | null>;
  /** When this attempt was sent (ISO 8601), so a receiver can refuse a replayed old body. */
  sent_at: string;
  /** The booked call, for `booking.*` events. */
  booking?: WebhookBooking;
}

/**
 * A booking as the webhook tells of it, as it is when the event is sent (a retried `created` may
 * arrive after the booking was cancelled: `status` says so): its times in UTC, ISO 8601.
 */
export interface WebhookBooking {
  id: string;
  /** Its status now. */
  status: Booking['status'];
  /** Its changes so far (the invite's SEQUENCE): of two events, the one with the higher is newer. */
  sequence: number;
  starts_at: string;
  ends_at: string;
  /** The visitor's own time zone, when their browser said it. */
  time_zone: string | null;
  /** The booking this one was moved to, when it was cancelled by a move. */
  moved_to: string | null;
}

export function webhookBody(
  lead: Lead,
  sentAt: Date,
  type: WebhookEventType = 'lead.created',
  booking?: Booking,
): WebhookBody {
  return {
    type,
    ...(booking
      ? {
          booking: {
            id: booking.id,
            status: booking.status,
            sequence: booking.sequence,
            starts_at: booking.starts_at,
            ends_at: booking.ends_at,
            time_zone: booking.time_zone,
            moved_to: booking.moved_to,
          },
        }
      : {}),
    id: lead.id,
    form: lead.form,
    path: lead.path,
    received_at: lead.received_at,
    language: lead.language,
    fields: leadFields(lead),
    attribution: Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, lead[field]])) as Record<
      keyof Attribution,
      string | null
    >,
    sent_at: sentAt.toISOString(),
  };
}
