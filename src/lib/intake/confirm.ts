/**
 * A message sent without JavaScript carries no proof of work, so it is stored held and its sender
 * is sent (303) to a page of the site that asks them to press one button to send it
 * (/contact-us/confirm, per request). The link names the held lead and where to go back to,
 * signed by the site; the page's form adds a token signed with the time it was shown. A person
 * presses the button; the lead is then released and delivered (src/lib/leads/store.ts).
 * Signatures are HMAC-SHA-256 (node:crypto) under a key derived from the site's secret. Server only.
 */
import 'server-only';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { localePath, type Locale } from '@/content/locales';
import type { EmailForm } from '@/lib/email/config';
import { authSecret } from '@/lib/auth/secret';
import { LEAD_ID } from '@/lib/leads/store';

export const CONFIRM_PAGE = '/contact-us/confirm';
/** Quicker than this after the page was shown is a machine following the link, not a person reading it. */
export const MIN_CONFIRM_MS = 1_500;
/** A confirmation page left open this long is stale: the message stays held for the team to see. */
export const MAX_CONFIRM_AGE_MS = 24 * 60 * 60 * 1000;
const KEY_BYTES = 32;

/** What the confirmation link carries. */
export interface HeldMessage {
  lead: string;
  form: EmailForm;
  /** The same-site page to go back to once confirmed (its note shows through `:target`). */
  back: string;
}

let key: { secret: string; value: Buffer } | undefined;

function confirmKey(): Buffer {
  const secret = authSecret();
  if (key?.secret !== secret) {
    key = { secret, value: Buffer.from(hkdfSync('sha256', secret, '', 'no-script-confirm', KEY_BYTES)) };
  }
  return key.value;
}

const sign = (text: string) => createHmac('sha256', confirmKey()).update(text).digest('base64url');

function matches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const linkText = ({ lead, form, back }: HeldMessage) => `link\n${lead}\n${form}\n${back}`;
const tokenText = (lead: string, issuedAt: number) => `page\n${lead}\n${issuedAt}`;

/** The confirmation page's address for a held message, in the language it was sent in. */
export function confirmLocation(message: HeldMessage, locale: Locale): string {
  const params = new URLSearchParams({ ...message, sig: sign(linkText(message)) });
  return `${localePath(locale, CONFIRM_PAGE)}?${params}`;
}

/** A same-site path (never another site's address, however it is written). */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** The held message a link names, when its signature holds. */
export function readLink(params: Record<string, string | undefined>): HeldMessage | undefined {
  const { lead = '', form, back = '', sig } = params;
  if (!LEAD_ID.test(lead) || (form !== 'contact' && form !== 'subscribe') || !isSitePath(back))
    return undefined;
  const message = { lead: lead.toLowerCase(), form, back } satisfies HeldMessage;
  return matches(sig, sign(linkText(message))) ? message : undefined;
}

/** The token the confirmation page's form carries: the lead and when the page was shown. */
export function pageToken(lead: string, issuedAt: number): string {
  return sign(tokenText(lead, issuedAt));
}

/** A token for the confirmation page being rendered now: the time it was shown, signed with the lead. */
export function issuePageToken(lead: string, now = Date.now()): { issued: number; token: string } {
  return { issued: now, token: pageToken(lead, now) };
}

export type Confirmation =
  | { ok: true; message: HeldMessage }
  | { ok: false; why: 'invalid' | 'too-fast' | 'stale'; message?: HeldMessage };

/** Checks a confirmation's fields (the link's and the page's) at `now`. */
export function checkConfirmation(fields: Record<string, string>, now = Date.now()): Confirmation {
  const message = readLink(fields);
  if (!message) return { ok: false, why: 'invalid' };
  const issuedAt = Number(fields.issued);
  if (!Number.isSafeInteger(issuedAt) || !matches(fields.token, pageToken(message.lead, issuedAt))) {
    return { ok: false, why: 'invalid', message };
  }
  const age = now - issuedAt;
  if (age < MIN_CONFIRM_MS) return { ok: false, why: 'too-fast', message };
  if (age > MAX_CONFIRM_AGE_MS) return { ok: false, why: 'stale', message };
  return { ok: true, message };
}
