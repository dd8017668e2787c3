import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkConfirmation,
  confirmLocation,
  isSitePath,
  MAX_CONFIRM_AGE_MS,
  MIN_CONFIRM_MS,
  pageToken,
  readLink,
  type HeldMessage,
} from './confirm';

const held: HeldMessage = { lead: randomUUID(), form: 'contact', back: '/contact-us#contact-sent' };
const SHOWN_AT = Date.parse('2026-11-26T10:00:00.000Z');

/** `text` with its first character changed. */
const otherFirst = (text: string) => `${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`;

/** The query of a confirmation link, as the page's `searchParams`. */
function linkParams(location: string): Record<string, string> {
  return Object.fromEntries(new URL(location, 'http://site.invalid').searchParams);
}

/** What the confirmation page's form posts: the link's fields, when it was shown, and its token. */
function pressed(message: HeldMessage, shownAt = SHOWN_AT): Record<string, string> {
  return {
    ...linkParams(confirmLocation(message, 'en')),
    issued: String(shownAt),
    token: pageToken(message.lead, shownAt),
  };
}

describe('the confirmation link', () => {
  it('leads to the confirmation page in the language the message was sent in', () => {
    const english = new URL(confirmLocation(held, 'en'), 'http://site.invalid');
    expect(english.pathname).toBe('/contact-us/confirm');
    const urdu = new URL(
      confirmLocation({ ...held, back: '/ur/contact-us#contact-sent' }, 'ur'),
      'http://site.invalid',
    );
    expect(urdu.pathname).toBe('/ur/contact-us/confirm');
    expect(Object.keys(linkParams(confirmLocation(held, 'en')))).toEqual(['lead', 'form', 'back', 'sig']);
  });

  it('names the held message it was made for, read back from its own query', () => {
    expect(readLink(linkParams(confirmLocation(held, 'en')))).toEqual(held);
    const subscribe: HeldMessage = {
      lead: randomUUID(),
      form: 'subscribe',
      back: '/services?x=1#subscribe-sent',
    };
    expect(readLink(linkParams(confirmLocation(subscribe, 'ur')))).toEqual(subscribe);
  });

  it('is refused when its lead, form, return page or signature was changed, or the signature is missing', () => {
    const params = linkParams(confirmLocation(held, 'en'));
    const changed: Record<string, Record<string, string | undefined>> = {
      lead: { ...params, lead: randomUUID() },
      form: { ...params, form: 'subscribe' },
      back: { ...params, back: '/about-us#contact-sent' },
      sig: { ...params, sig: otherFirst(params.sig!) },
      noSig: { ...params, sig: undefined },
      emptySig: { ...params, sig: '' },
    };
    for (const [name, query] of Object.entries(changed)) expect(readLink(query), name).toBeUndefined();
  });

  it('is refused for a lead that is not a UUID or a form the site does not have, signature or not', () => {
    for (const message of [
      { ...held, lead: 'not-a-uuid' },
      { ...held, form: 'newsletter' as HeldMessage['form'] },
    ])
      expect(readLink(linkParams(confirmLocation(message, 'en')))).toBeUndefined();
  });

  it('goes back only to a path of this site, even when the site signed another address', () => {
    for (const back of [
      '//evil.example',
      '//evil.example/contact-us',
      '/\\evil.example',
      'https://evil.example/',
      'contact-us',
    ])
      expect(readLink(linkParams(confirmLocation({ ...held, back }, 'en'))), back).toBeUndefined();
  });
});

describe('isSitePath', () => {
  it('takes a path on this site and nothing a browser would read as another site', () => {
    for (const path of ['/', '/contact-us#contact-sent', '/ur/contact-us?x=1#contact-sent'])
      expect(isSitePath(path), path).toBe(true);
    for (const path of [
      '',
      'contact-us',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ])
      expect(isSitePath(path), path).toBe(false);
  });
});

describe('checkConfirmation', () => {
  it('holds for a press of the page’s button at a person’s pace', () => {
    expect(checkConfirmation(pressed(held), SHOWN_AT + MIN_CONFIRM_MS)).toEqual({ ok: true, message: held });
    expect(checkConfirmation(pressed(held), SHOWN_AT + MAX_CONFIRM_AGE_MS)).toEqual({
      ok: true,
      message: held,
    });
  });

  it('calls a press sooner than a person could read the page too fast, naming the message', () => {
    expect(checkConfirmation(pressed(held), SHOWN_AT)).toEqual({ ok: false, why: 'too-fast', message: held });
    expect(checkConfirmation(pressed(held), SHOWN_AT + MIN_CONFIRM_MS - 1)).toEqual({
      ok: false,
      why: 'too-fast',
      message: held,
    });
  });

  it('calls a page left open longer than its lifetime stale, naming the message', () => {
    expect(checkConfirmation(pressed(held), SHOWN_AT + MAX_CONFIRM_AGE_MS + 1)).toEqual({
      ok: false,
      why: 'stale',
      message: held,
    });
  });

  it('refuses a page token that is missing, for another lead or for another time', () => {
    const now = SHOWN_AT + MIN_CONFIRM_MS;
    const fields = pressed(held);
    const forged: Record<string, Record<string, string>> = {
      noToken: { ...fields, token: '' },
      otherLead: { ...fields, token: pageToken(randomUUID(), SHOWN_AT) },
      // Claiming the page was shown earlier, to look slow, without the token for that time.
      earlierTime: { ...fields, issued: String(SHOWN_AT - 60_000) },
      notATime: { ...fields, issued: 'soon' },
    };
    for (const [name, query] of Object.entries(forged))
      expect(checkConfirmation(query, now), name).toEqual({ ok: false, why: 'invalid', message: held });
  });

  it('refuses a press whose link is not the site’s, naming no message', () => {
    const now = SHOWN_AT + MIN_CONFIRM_MS;
    const other = randomUUID();
    // A token made for the other lead does not make the first lead's link its own.
    const swapped = { ...pressed(held), lead: other, token: pageToken(other, SHOWN_AT) };
    expect(checkConfirmation(swapped, now)).toEqual({ ok: false, why: 'invalid' });
    expect(checkConfirmation({}, now)).toEqual({ ok: false, why: 'invalid' });
  });
});
