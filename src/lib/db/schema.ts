/**
 * The tables, as the queries see them. Times are ISO 8601 strings in UTC (`toISOString()`), the
 * same text on both engines, so they sort and compare as text. Ids are UUIDs made by the code.
 */
import 'server-only';
import type { Insertable, Selectable } from 'kysely';
import type { AuthSessionTable, AuthUserTable, SetPasswordLinksTable } from './auth-tables';
import type {
  BookingHoldsTable,
  BookingSettingsTable,
  BookingsTable,
  WhatsAppStopsTable,
} from './booking-tables';
import type { WebVitalsTable } from './vitals-table';
import type { MessagePrintsTable, SpamLearningTable, SpamMarksTable, SpamRulesTable } from './spam-tables';
import type { DeliveriesTable, DeliveryAttemptsTable } from './delivery-tables';

export type { AuthSessionTable, AuthUserTable, SetPasswordLinksTable } from './auth-tables';
export type {
  BookingHoldsTable,
  BookingSettingsTable,
  BookingStatus,
  BookingsTable,
  CallPlaceKind,
  WhatsAppStopsTable,
} from './booking-tables';
export type { WebVitalsTable } from './vitals-table';
export type {
  MessagePrintsTable,
  SpamLearningTable,
  SpamMarksTable,
  SpamRuleKind,
  SpamRulesTable,
} from './spam-tables';
export type {
  DeliveriesTable,
  DeliveryAttemptsTable,
  DeliveryChannel,
  DeliveryEvent,
  DeliveryStatus,
} from './delivery-tables';

export type LeadForm = 'contact' | 'subscribe' | 'booking';

/**
 * How a lead reached the site: the embedded endpoint (no EmailJS keys), the form without
 * JavaScript, the browser's copy before its own send to EmailJS, or the booking form (/book).
 */
export type LeadPath = 'embedded' | 'no-script' | 'emailjs' | 'booking';

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
  /**
   * Why the lead was held as spam when it arrived (src/lib/intake/spam.ts), or null. Kept after a
   * member marks it "not spam", for the record.
   */
  spam_reason: string | null;
  /** The content judgement's score and reasons, JSON (src/lib/spam/judge/record.ts). */
  spam_check: string | null;
}

/** rate-limiter-flexible's counters (its own layout, created here so start-up makes every table). */
export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | null;
}

/** A form proof (src/lib/intake/challenge.ts) already spent, kept until it would have expired anyway. */
export interface FormProofsUsedTable {
  nonce: string;
  expires_at: string;
}

/** A change of a lead's status in the inbox: who made it (their name as it was then) and when. */
export interface LeadStatusChangesTable {
  id: string;
  lead_id: string;
  from_status: LeadStatus;
  to_status: LeadStatus;
  by_user_id: string | null;
  by_name: string;
  at: string;
}

/** A team member's note on a lead. */
export interface LeadNotesTable {
  id: string;
  lead_id: string;
  author_id: string | null;
  author_name: string;
  text: string;
  at: string;
}

/**
 * Wrong passwords per (e-mail, client address) pair, both as SHA-256 digests, counted by
 * src/lib/auth/sign-in-limit.ts; a row lasts one window from its first failure.
 */
export interface SignInPairsTable {
  account_key: string;
  address_key: string;
  failures: number;
  window_started_at: string;
}

/**
 * The inbox's audit (migration 0007): a row for each change that leaves nothing else behind, so
 * far a lead erased by an owner. Who (their name as it was), when and which lead id; never the
 * lead's own fields.
 */
export interface InboxAuditTable {
  id: string;
  /** A lead erased, or what the team taught the spam classifier forgotten (then `lead_id` is ''). */
  action: 'lead-erased' | 'spam-learning-forgotten';
  lead_id: string;
  by_user_id: string;
  by_name: string;
  at: string;
}

export interface Database {
  leads: LeadsTable;
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
  rate_limits: RateLimitsTable;
  form_proofs_used: FormProofsUsedTable;
  lead_status_changes: LeadStatusChangesTable;
  lead_notes: LeadNotesTable;
  sign_in_pairs: SignInPairsTable;
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
  set_password_links: SetPasswordLinksTable;
  inbox_audit: InboxAuditTable;
  bookings: BookingsTable;
  booking_holds: BookingHoldsTable;
  booking_settings: BookingSettingsTable;
  web_vitals: WebVitalsTable;
  spam_rules: SpamRulesTable;
  message_prints: MessagePrintsTable;
  spam_learning: SpamLearningTable;
  spam_marks: SpamMarksTable;
  whatsapp_stops: WhatsAppStopsTable;
}

export type Lead = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type Delivery = Selectable<DeliveriesTable>;
export type Booking = Selectable<BookingsTable>;
export type DeliveryAttempt = Selectable<DeliveryAttemptsTable>;
export type LeadStatusChange = Selectable<LeadStatusChangesTable>;
export type LeadNote = Selectable<LeadNotesTable>;
