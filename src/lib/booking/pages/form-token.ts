/**
 * The booking form's spam judgement. The page is made per request, so its form carries a token
 * signed by the site: a fresh id and the time the page was shown. Like the contact form's check
 * (src/lib/intake/spam.ts), a booking is held for review, holding no time and telling no one, when
 * the hidden field is missing or filled, when the token is missing or not the site's, or when it
 * was sent sooner than a person fills a form in. The token's id becomes the lead's id, so a form
 * sent twice (a double click, a replay) stores one booking, and the second send is shown the first.
 * A token older than a day is refused (the slots it showed are stale), not held. Server only.
 */
import 'server-only';
import { appNowMs } from '@/lib/time/clock';
import { randomUUID } from 'node:crypto';
import { SPAM_REASONS } from '@/lib/intake/spam';
import { LEAD_ID } from '@/lib/leads/store';
import { HONEYPOT_FIELD, MIN_FILL_MS } from '@/lib/validation/fields';
import { sign, signatureMatches } from '@/lib/security/signing';

const PURPOSE = 'booking-form';

/** The form's hidden fields. */
export const FORM_TOKEN_FIELDS = { id: 'form_id', issued: 'form_issued', token: 'form_token' } as const;

/** A page open longer than this shows slots that may be long gone: choose again. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

export const BOOKING_SPAM_REASONS = {
  noToken: 'the booking page’s token is missing or not the site’s',
  tooFast: `sent within ${MIN_FILL_MS / 1000} s of the page being shown`,
} as const;

const tokenText = (id: string, issued: number) => `${id}\n${issued}`;

/** The hidden fields of a booking form shown now. */
export function issueFormToken(now = appNowMs()): {
  form_id: string;
  form_issued: string;
  form_token: string;
} {
  const id = randomUUID();
  return {
    [FORM_TOKEN_FIELDS.id]: id,
    [FORM_TOKEN_FIELDS.issued]: String(now),
    [FORM_TOKEN_FIELDS.token]: sign(PURPOSE, tokenText(id, now)),
  };
}

export type FormJudgement =
  | { stale: true }
  | {
      stale: false;
      /** The lead's id: the token's when it holds, else a new one. */
      leadId: string;
      spamReason: string | undefined;
    };

/** Judges a posted booking form at `now`. */
export function judgeBookingForm(raw: Record<string, string>, now = appNowMs()): FormJudgement {
  const reasons: string[] = [];
  if (!(HONEYPOT_FIELD in raw)) reasons.push(SPAM_REASONS.honeypotMissing);
  else if (raw[HONEYPOT_FIELD]?.trim()) reasons.push(SPAM_REASONS.honeypotFilled);
  const id = (raw[FORM_TOKEN_FIELDS.id] ?? '').toLowerCase();
  const issued = Number(raw[FORM_TOKEN_FIELDS.issued]);
  const signed =
    LEAD_ID.test(id) &&
    Number.isSafeInteger(issued) &&
    signatureMatches(PURPOSE, tokenText(id, issued), raw[FORM_TOKEN_FIELDS.token]);
  if (!signed) reasons.push(BOOKING_SPAM_REASONS.noToken);
  else if (now - issued > MAX_FORM_AGE_MS) return { stale: true };
  else if (now - issued < MIN_FILL_MS) reasons.push(BOOKING_SPAM_REASONS.tooFast);
  return {
    stale: false,
    leadId: signed ? id : randomUUID(),
    spamReason: reasons.length > 0 ? reasons.join('; ') : undefined,
  };
}
