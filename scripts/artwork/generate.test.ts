import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, ownedSvgFiles } from './pipeline';

/**
 * `npm run artwork` draws every picture from the content; the committed pictures must be exactly
 * what it draws, so a change to the content or to the drawing code that is not followed by a
 * run (and its commit) fails here.
 */
const publicDir = join(process.cwd(), 'public');
let outDir = '';

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'artwork-'));
  await generate({ outDir });
});

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('npm run artwork', () => {
  it('draws exactly the committed pictures, no more, no fewer', () => {
    const committed = ownedSvgFiles(publicDir).sort();
    expect(committed.length).toBeGreaterThan(0);
    expect(ownedSvgFiles(outDir).sort()).toEqual(committed);
  });

  it('draws every committed picture byte for byte', () => {
    const differing = ownedSvgFiles(publicDir).filter((src) => {
      const drawn = join(outDir, src);
      try {
        return !readFileSync(drawn).equals(readFileSync(join(publicDir, src)));
      } catch {
        return false; // missing: reported by the test above
      }
    });
    expect(differing, 'run `npm run artwork` and commit the pictures').toEqual([]);
  });
});
