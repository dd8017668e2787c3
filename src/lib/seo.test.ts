import { describe, expect, it } from 'vitest';
import { createMetadata } from './seo';

describe('createMetadata', () => {
  const metadata = createMetadata({
    title: 'About Us',
    description: 'Who we are and how we work.',
    path: '/about-us',
  });

  it('sets an absolute canonical URL from the site origin', () => {
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/about-us');
  });

  it('fills Open Graph and Twitter with the branded title', () => {
    expect(metadata.openGraph).toMatchObject({
      title: 'About Us | Ravi Digital',
      description: 'Who we are and how we work.',
      url: 'http://localhost:3000/about-us',
      siteName: 'Ravi Digital',
      type: 'website',
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'About Us | Ravi Digital' });
  });

  it('brands the title', () => {
    expect(metadata.title).toEqual({ absolute: 'About Us | Ravi Digital' });
  });

  it('marks pages noindex only when asked', () => {
    expect(metadata.robots).toBeUndefined();
    const hidden = createMetadata({ title: 'x', description: 'y', path: '/x', noIndex: true });
    expect(hidden.robots).toEqual({ index: false, follow: true });
  });
});
