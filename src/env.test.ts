import { describe, expect, it } from 'vitest';
import { absoluteUrl, parseOrigin } from './env';

describe('parseOrigin', () => {
  it('falls back to the default when unset or blank', () => {
    expect(parseOrigin(undefined, 'http://localhost:3000', 'X')).toBe('http://localhost:3000');
    expect(parseOrigin('   ', 'http://localhost:3000', 'X')).toBe('http://localhost:3000');
  });

  it('keeps only the origin, without a trailing slash or path', () => {
    expect(parseOrigin('https://ravidigital.pk/', 'http://x', 'X')).toBe('https://ravidigital.pk');
    expect(parseOrigin('https://ravidigital.pk/some/path?q=1', 'http://x', 'X')).toBe(
      'https://ravidigital.pk',
    );
  });

  it('rejects values that are not http(s) URLs', () => {
    expect(() => parseOrigin('ravidigital.pk', 'http://x', 'NEXT_PUBLIC_SITE_URL')).toThrow(
      /NEXT_PUBLIC_SITE_URL/,
    );
    expect(() => parseOrigin('ftp://ravidigital.pk', 'http://x', 'X')).toThrow(/http or https/);
  });
});

describe('absoluteUrl', () => {
  it('joins a path onto the canonical origin', () => {
    expect(absoluteUrl('/about-us')).toBe('http://localhost:3000/about-us');
  });

  it('gives the origin itself for the home page', () => {
    expect(absoluteUrl('/')).toBe('http://localhost:3000');
  });
});
