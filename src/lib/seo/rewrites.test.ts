import { describe, expect, it } from 'vitest';
import { hiddenOriginals, rewriteRules } from './rewrites';

/** next.config matches `/images/:path(…)` with path-to-regexp; the group is a plain regular expression. */
const matches = (pathname: string) => {
  const group = hiddenOriginals.source.slice('/images/:path('.length, -1);
  return new RegExp(`^/images/${group}$`).test(pathname);
};

describe('original photos', () => {
  it('are not served in production, in any letter case of JPEG, PNG, WebP or AVIF', () => {
    for (const file of [
      '/images/team/a/image.jpg',
      '/images/team/a/IMG_2041.JPG',
      '/images/blog/b/cover.jpeg',
      '/images/x/shot.png',
      '/images/x/y.webp',
      '/images/x/y.AVIF',
    ]) {
      expect(matches(file), file).toBe(true);
    }
  });

  it('leave the drawings (SVG) and other paths alone', () => {
    expect(matches('/images/team/a/image.svg')).toBe(false);
    expect(matches('/images/site/jpg-guide.svg')).toBe(false);
  });

  it('are served by the development server, for the admin’s previews', () => {
    expect(rewriteRules({ development: false }).beforeFiles[0]).toBe(hiddenOriginals);
    expect(rewriteRules({ development: true }).beforeFiles).not.toContain(hiddenOriginals);
  });
});
