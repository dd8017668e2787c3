import { describe, expect, it } from 'vitest';
import { parseBuildArgs } from './build.mjs';

describe('node scripts/lib/build.mjs', () => {
  it('builds the site’s own folder when current only with --always', () => {
    expect(parseBuildArgs([])).toEqual({ always: false, distDir: undefined });
    expect(parseBuildArgs(['--always'])).toEqual({ always: true, distDir: undefined });
  });

  it('keeps --dist-dir with --always, in either order', () => {
    expect(parseBuildArgs(['--dist-dir', '.next-analytics'])).toEqual({
      always: false,
      distDir: '.next-analytics',
    });
    expect(parseBuildArgs(['--always', '--dist-dir', '.next-x'])).toEqual({
      always: true,
      distDir: '.next-x',
    });
    expect(parseBuildArgs(['--dist-dir', '.next-x', '--always'])).toEqual({
      always: true,
      distDir: '.next-x',
    });
  });
});
