import { describe, expect, it } from 'vitest';
import {
  MAX_RETURN_QUERY_CHARS,
  returnLocation,
  sameSitePage,
  typedParams,
  typedValuesFromSearchParams,
} from './return-location';

const typed = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  subject: 'Clinic, "new" site',
  message: 'Line one\r\nLine two & more: 100%',
  website: '',
};

/** The typed values the page would read back from a Location. */
function readBack(location: string, form: 'contact' | 'subscribe' = 'contact') {
  const url = new URL(location, 'http://127.0.0.1');
  return typedValuesFromSearchParams(url.searchParams, form);
}

describe('returnLocation', () => {
  it('after a success goes back to the note, with nothing typed in the address', () => {
    expect(returnLocation({ form: 'contact', page: '/contact-us', state: 'sent', fields: typed })).toBe(
      '/contact-us#contact-sent',
    );
  });

  it('after a failure carries what was typed, and the page reads it back exactly', () => {
    const location = returnLocation({ form: 'contact', page: '/contact-us', state: 'error', fields: typed });
    expect(location).toMatch(
      /^\/contact-us\?name=Ayesha\+Khan&email=ayesha%40example\.pk&subject=.+#contact-error$/,
    );
    expect(location).not.toContain('website');
    expect(readBack(location)).toEqual({
      name: typed.name,
      email: typed.email,
      subject: typed.subject,
      package: '',
      message: 'Line one\nLine two & more: 100%',
    });
  });

  it('leaves out empty fields', () => {
    const location = returnLocation({
      form: 'contact',
      page: '/contact-us',
      state: 'error',
      fields: { name: 'A', email: '', message: '  ' },
    });
    expect(location).toBe('/contact-us?name=A#contact-error');
  });

  it('keeps the Location short: the message is cut to fit, never mid-character', () => {
    const long = {
      ...typed,
      subject: 'س'.repeat(150),
      message: `${'لاہور 😀 '.repeat(600)}`,
    };
    const location = returnLocation({ form: 'contact', page: '/contact-us', state: 'error', fields: long });
    const query = location.slice(location.indexOf('?') + 1, location.indexOf('#'));
    expect(query.length).toBeLessThanOrEqual(MAX_RETURN_QUERY_CHARS);
    expect(query.length).toBeGreaterThan(MAX_RETURN_QUERY_CHARS - 20);
    const back = readBack(location);
    expect(back.subject).toBe(long.subject);
    expect(long.message.startsWith(back.message)).toBe(true);
    expect(back.message).not.toMatch(/[\uD800-\uDBFF]$/);
    expect(back.message.length).toBeGreaterThan(100);
  });

  it('cuts a field over its limit to the limit', () => {
    const location = returnLocation({
      form: 'contact',
      page: '/contact-us',
      state: 'error',
      fields: { name: 'n'.repeat(500), email: 'a@b.pk', message: 'm' },
    });
    expect(readBack(location).name).toBe('n'.repeat(100));
  });

  it("keeps the page's own query, drops stale values of the same form and keeps the other form's", () => {
    expect(
      returnLocation({
        form: 'subscribe',
        page: '/contact-us?name=Ali&message=Hi&subscribe_email=old%40x.pk',
        state: 'error',
        fields: { email: 'news@example.pk' },
      }),
    ).toBe('/contact-us?name=Ali&message=Hi&subscribe_email=news%40example.pk#subscribe-error');
    expect(
      returnLocation({ form: 'contact', page: '/contact-us?name=Old&x=1', state: 'sent', fields: typed }),
    ).toBe('/contact-us?x=1#contact-sent');
  });

  it('uses its own key for the subscribe address, so it never fills the contact form', () => {
    const location = returnLocation({
      form: 'subscribe',
      page: '/services',
      state: 'error',
      fields: { email: 'news@example.pk' },
    });
    expect(location).toBe('/services?subscribe_email=news%40example.pk#subscribe-error');
    expect(readBack(location, 'subscribe')).toEqual({ email: 'news@example.pk' });
    expect(readBack(location).email).toBe('');
  });

  it('never builds a Location that leaves the site', () => {
    for (const page of ['//evil.example/x', '/.//evil.example', '/\\evil.example']) {
      const location = returnLocation({ form: 'subscribe', page, state: 'sent' });
      expect(location, page).toMatch(/^\/(?!\/)/);
      expect(new URL(location, 'http://127.0.0.1').host, page).toBe('127.0.0.1');
    }
  });
});

describe('typedValuesFromSearchParams', () => {
  it("reads Next.js's searchParams object, taking the first of repeated keys", () => {
    expect(
      typedValuesFromSearchParams({ name: ['Ayesha', 'Other'], message: 'Hi', other: 'x' }, 'contact'),
    ).toEqual({ name: 'Ayesha', email: '', subject: '', package: '', message: 'Hi' });
  });

  it('gives empty fields for a plain visit', () => {
    expect(typedValuesFromSearchParams(new URLSearchParams(), 'contact')).toEqual({
      name: '',
      email: '',
      subject: '',
      package: '',
      message: '',
    });
  });

  it('cuts a crafted over-long value to the field limit', () => {
    expect(typedValuesFromSearchParams({ message: 'x'.repeat(9000) }, 'contact').message).toHaveLength(5000);
  });
});

describe('typedParams', () => {
  it('names the query parameters each form uses', () => {
    expect(typedParams('contact')).toEqual(['name', 'email', 'subject', 'package', 'message']);
    expect(typedParams('subscribe')).toEqual(['subscribe_email']);
  });
});

describe('sameSitePage', () => {
  it('is the Referer path and query when it is this site, else the fallback', () => {
    expect(sameSitePage('http://127.0.0.1:3000/services?x=1#top', '127.0.0.1:3000')).toBe('/services?x=1');
    expect(sameSitePage('https://evil.example/', '127.0.0.1:3000')).toBe('/');
    expect(sameSitePage(null, '127.0.0.1:3000')).toBe('/');
    expect(sameSitePage('not a url', '127.0.0.1:3000', '/contact-us')).toBe('/contact-us');
  });
});
