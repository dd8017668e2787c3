/**
 * The tables, as the queries see them. Times are ISO 8601 strings in UTC (`toISOString()`), the
 * same text on both engines, so they sort and compare as text. Ids are UUIDs made by the code.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';

export type LeadForm = 'contact' | 'subscribe';

/**
 * How a lead reached the site: the embedded endpoint (no EmailJS keys), the form without
 * JavaScript, or the browser's copy before its own send to EmailJS.
 */
export type LeadPath = 'embedded' | 'no-script' | 'emailjs';

/**
 * What the browser said of its EmailJS send (EmailJS mode only): `pending` until it reports,
 * then `sent` or `failed`.
 */
export type BrowserOutcome = 'pending' | 'sent' | 'failed';

export type LeadStatus = 'new' | 'contacted' | 'won' | 'lost' | 'spam';

export interface LeadsTable {
  id: string;
  received_at: string;
  form: LeadForm;
  path: LeadPath;
  /** Null for a subscription. */
  name: string | null;
  email: string;
  subject: string | null;
  message: string | null;
  language: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  landing_page: string | null;
  referrer_host: string | null;
  /** Every field as received, JSON: what delivery sends on. */
  fields: string;
  browser_outcome: BrowserOutcome | null;
  status: LeadStatus;
}

export type DeliveryChannel = 'email' | 'webhook';
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
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

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

/** rate-limiter-flexible's counters (its own layout, created here so start-up makes every table). */
export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | null;
}

export interface Database {
  leads: LeadsTable;
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
  rate_limits: RateLimitsTable;
}

export type Lead = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type LeadUpdate = Updateable<LeadsTable>;
export type Delivery = Selectable<DeliveriesTable>;
export type DeliveryAttempt = Selectable<DeliveryAttemptsTable>;
