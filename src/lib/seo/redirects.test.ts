import { describe, expect, it } from 'vitest';
import { redirects } from './redirects';

describe('redirects', () => {
  const table = Object.fromEntries(redirects.map((redirect) => [redirect.source, redirect.destination]));

  it('sends the old footer links and /Portfolio to the real pages', () => {
    expect(table['/about']).toBe('/about-us');
    expect(table['/contact']).toBe('/contact-us');
    expect(table['/Portfolio']).toBe('/portfolio');
  });

  it('sends lower-case service slugs to the mixed-case ones', () => {
    expect(table['/services/ui-ux']).toBe('/services/Ui-Ux');
    expect(table['/services/video-editing']).toBe('/services/Video-Editing');
    expect(table['/services/branding-services']).toBe('/services/Branding-services');
  });

  it('never redirects a path to itself and is always permanent', () => {
    for (const redirect of redirects) {
      expect(redirect.source).not.toBe(redirect.destination);
      expect(redirect.permanent).toBe(true);
    }
  });
});
