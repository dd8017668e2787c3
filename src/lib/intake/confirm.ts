/**
 * A message sent without JavaScript carries no proof of work, so it is stored held and its sender
 * is sent (303) to a page of the site that asks them to press one button to send it
 * (/contact-us/confirm, per request). The link names the held lead and where to go back to,
 * signed by the site; the page's form adds a token signed with the time it was shown. A person
 * presses the button; the lead is then released and delivered (src/lib/leads/store.ts).
 * Signed by the site (src/lib/security/signing.ts). Server only.
 */
import 'server-only';
import { appNowMs } from '@/lib/time/clock';
import { localePath, type Locale } from '@/content/locales';
import type { EmailForm } from '@/lib/email/config';
import { LEAD_ID } from '@/lib/leads/store';
import { sign as signFor, signatureMatches } from '@/lib/security/signing';

export const CONFIRM_PAGE = '/contact-us/confirm';
/** Quicker than this after the page was shown is a machine following the link, not a person reading it. */
export const MIN_CONFIRM_MS = 1_500;
/** A confirmation page left open this long is stale: the message stays held for the team to see. */
export const MAX_CONFIRM_AGE_MS = 24 * 60 * 60 * 1000;

/** What the confirmation link carries. */
export interface HeldMessage {
  lead: string;
  form: EmailForm;
  /** The same-site page to go back to once confirmed (its note shows through `:target`). */
  back: string;
}

const PURPOSE = 'no-script-confirm';
const sign = (text: string) => signFor(PURPOSE, text);

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
  return signatureMatches(PURPOSE, linkText(message), sig) ? message : undefined;
}

/** The token the confirmation page's form carries: the lead and when the page was shown. */
export function pageToken(lead: string, issuedAt: number): string {
  return sign(tokenText(lead, issuedAt));
}

/** A token for the confirmation page being rendered now: the time it was shown, signed with the lead. */
export function issuePageToken(lead: string, now = appNowMs()): { issued: number; token: string } {
  return { issued: now, token: pageToken(lead, now) };
}

export type Confirmation =
  | { ok: true; message: HeldMessage }
  | { ok: false; why: 'invalid' | 'too-fast' | 'stale'; message?: HeldMessage };

/** Checks a confirmation's fields (the link's and the page's) at `now`. */
export function checkConfirmation(fields: Record<string, string>, now = appNowMs()): Confirmation {
  const message = readLink(fields);
  if (!message) return { ok: false, why: 'invalid' };
  const issuedAt = Number(fields.issued);
  if (!Number.isSafeInteger(issuedAt) || !signatureMatches(PURPOSE, tokenText(message.lead, issuedAt), fields.token)) {
    return { ok: false, why: 'invalid', message };
  }
  const age = now - issuedAt;
  if (age < MIN_CONFIRM_MS) return { ok: false, why: 'too-fast', message };
  if (age > MAX_CONFIRM_AGE_MS) return { ok: false, why: 'stale', message };
  return { ok: true, message };
}
