// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://ravidigital.pk/"}
import { afterEach, describe, expect, it } from 'vitest';
import { ATTRIBUTION_KEY, ATTRIBUTION_LIMITS, firstTouch, rememberFirstTouch } from './attribution';

describe('firstTouch', () => {
  it('takes the campaign tags, the path without its query and the referring host', () => {
    expect(
      firstTouch(
        'https://ravidigital.pk/services/web-development?utm_source=facebook&utm_medium=paid&utm_campaign=eid-2026&fbclid=x',
        'https://l.facebook.com/l.php?u=secret',
      ),
    ).toEqual({
      utm_source: 'facebook',
      utm_medium: 'paid',
      utm_campaign: 'eid-2026',
      landing_page: '/services/web-development',
      referrer_host: 'l.facebook.com',
    });
  });

  it('leaves out what is not there: no tags, no referrer, or a referrer on this site', () => {
    expect(firstTouch('https://ravidigital.pk/', '')).toEqual({ landing_page: '/' });
    expect(firstTouch('https://ravidigital.pk/blog?name=Ayesha', 'https://ravidigital.pk/about-us')).toEqual({
      landing_page: '/blog',
    });
    expect(firstTouch('https://ravidigital.pk/?utm_source=%20%20', 'not a url')).toEqual({
      landing_page: '/',
    });
  });

  it('cuts each value to its limit, never inside a character, so a send cannot fail on it', () => {
    const long = `${'a'.repeat(ATTRIBUTION_LIMITS.utm_source - 1)}😀tail`;
    const touch = firstTouch(`https://ravidigital.pk/?utm_source=${encodeURIComponent(long)}`, '');
    expect(touch.utm_source).toBe('a'.repeat(ATTRIBUTION_LIMITS.utm_source - 1));
    const path = `/${'p'.repeat(ATTRIBUTION_LIMITS.landing_page + 50)}`;
    expect(firstTouch(`https://ravidigital.pk${path}`, '').landing_page).toHaveLength(
      ATTRIBUTION_LIMITS.landing_page,
    );
  });
});

describe('rememberFirstTouch', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("notes the visit's first page once; later pages of the visit leave it alone", () => {
    window.history.replaceState(null, '', '/portfolio?utm_source=newsletter&utm_campaign=launch');
    rememberFirstTouch();
    const first = sessionStorage.getItem(ATTRIBUTION_KEY);
    expect(JSON.parse(first ?? '')).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'launch',
      landing_page: '/portfolio',
    });

    window.history.replaceState(null, '', '/contact-us?utm_source=other');
    rememberFirstTouch();
    expect(sessionStorage.getItem(ATTRIBUTION_KEY)).toBe(first);
  });

  it('keeps quiet when storage is refused', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(() => rememberFirstTouch()).not.toThrow();
    } finally {
      if (original) Object.defineProperty(window, 'sessionStorage', original);
    }
  });
});
