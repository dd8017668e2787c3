import { describe, expect, it } from 'vitest';
import { countedUrl } from './wire';

describe('countedUrl', () => {
  it('keeps the campaign tags Plausible reads a source from', () => {
    const url =
      'https://ravidigital.pk/services?utm_source=facebook&utm_medium=paid&utm_campaign=eid&ref=x&source=y';
    expect(countedUrl(url)).toBe(url);
    expect(countedUrl('https://ravidigital.pk/?utm_content=a&utm_term=b')).toBe(
      'https://ravidigital.pk/?utm_content=a&utm_term=b',
    );
  });

  it('drops a search query, so what a visitor searched for never leaves the site', () => {
    expect(countedUrl('https://ravidigital.pk/search?q=clinic+website')).toBe(
      'https://ravidigital.pk/search',
    );
  });

  it('drops the values a failed send without JavaScript put in the address, and the fragment', () => {
    expect(
      countedUrl(
        'https://ravidigital.pk/contact-us?name=Ayesha&email=a%40b.pk&message=Hi&utm_source=news#contact-error',
      ),
    ).toBe('https://ravidigital.pk/contact-us?utm_source=news');
  });

  it('leaves an address without a query as it is', () => {
    expect(countedUrl('https://ravidigital.pk/portfolio/healwell-clinics-website')).toBe(
      'https://ravidigital.pk/portfolio/healwell-clinics-website',
    );
  });
});
