/** The booking form's token and links: signed by the site, so nothing forged or altered passes. */
import { describe, expect, it } from 'vitest';
import { SPAM_REASONS } from '@/lib/intake/spam';
import { MIN_FILL_MS } from '@/lib/validation/fields';
import { BOOKING_SPAM_REASONS, issueFormToken, judgeBookingForm, MAX_FORM_AGE_MS } from './form-token';
import { bookingLink, readBookingLink } from './link';

const SHOWN = Date.parse('2026-11-30T03:00:00Z');
const form = (extra: Record<string, string> = {}) => ({ ...issueFormToken(SHOWN), website: '', ...extra });

describe('the booking form’s token', () => {
  it('passes a person’s form, its id becoming the lead’s', () => {
    const fields = form();
    expect(judgeBookingForm(fields, SHOWN + MIN_FILL_MS + 1)).toEqual({
      stale: false,
      leadId: fields.form_id,
      spamReason: undefined,
    });
  });

  it('holds a form sent too fast, a forged or missing token, and a filled or missing hidden field', () => {
    const later = SHOWN + MIN_FILL_MS + 1;
    const reason = (fields: Record<string, string>, at = later) => {
      const judged = judgeBookingForm(fields, at);
      return judged.stale ? 'stale' : judged.spamReason;
    };
    expect(reason(form(), SHOWN + 100)).toBe(BOOKING_SPAM_REASONS.tooFast);
    expect(reason(form({ form_issued: String(SHOWN - 60_000) }))).toBe(BOOKING_SPAM_REASONS.noToken);
    expect(reason(form({ form_id: crypto.randomUUID() }))).toBe(BOOKING_SPAM_REASONS.noToken);
    expect(reason({ website: '' })).toBe(BOOKING_SPAM_REASONS.noToken);
    expect(reason(form({ website: 'https://spam.example' }))).toBe(SPAM_REASONS.honeypotFilled);
    const { website: _hidden, ...noHoneypot } = form();
    expect(reason(noHoneypot)).toBe(SPAM_REASONS.honeypotMissing);
    expect(reason(form(), SHOWN + MAX_FORM_AGE_MS + 1)).toBe('stale');
  });

  it('gives a forged token a new lead id, never one the sender chose', () => {
    const chosen = crypto.randomUUID();
    const judged = judgeBookingForm(form({ form_id: chosen }), SHOWN + MIN_FILL_MS + 1);
    expect(!judged.stale && judged.leadId).not.toBe(chosen);
  });
});

describe('the booking’s link', () => {
  it('opens its own booking, and nothing once altered', () => {
    const id = crypto.randomUUID();
    const link = bookingLink(id);
    expect(readBookingLink(link)).toBe(id);
    expect(readBookingLink({ b: id.toUpperCase(), sig: link.sig })).toBe(id);
    expect(readBookingLink({ b: crypto.randomUUID(), sig: link.sig })).toBeUndefined();
    expect(
      readBookingLink({
        b: id,
        sig: `${link.sig.slice(0, -1)}A` === link.sig ? 'B' : `${link.sig.slice(0, -1)}A`,
      }),
    ).toBeUndefined();
    expect(readBookingLink({ b: id })).toBeUndefined();
    expect(readBookingLink({ b: 'not-an-id', sig: link.sig })).toBeUndefined();
    expect(link.sig).toMatch(/^[\w-]{43}$/);
  });
});
