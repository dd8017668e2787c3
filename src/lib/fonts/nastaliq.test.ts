import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NASTALIQ_MAX_BYTES,
  NASTALIQ_SOURCE,
  nastaliqFile,
  subsetCharacters,
  urduContentText,
} from './nastaliq-file';
import { subsetNastaliq } from './nastaliq';

const root = path.resolve(__dirname, '../../..');

/** The tags of an SFNT font's tables, and its glyph count (`maxp`). */
function sfntTables(font: Buffer): { tags: string[]; glyphs: number } {
  const count = font.readUInt16BE(4);
  const records = Array.from({ length: count }, (_, index) => {
    const at = 12 + index * 16;
    return { tag: font.toString('latin1', at, at + 4), offset: font.readUInt32BE(at + 8) };
  });
  const maxp = records.find((record) => record.tag === 'maxp');
  return { tags: records.map((record) => record.tag), glyphs: maxp ? font.readUInt16BE(maxp.offset + 4) : 0 };
}

describe('the Urdu font subset', () => {
  it('keeps every character of the Urdu copy and the whole alphabet, but leaves Latin letters and digits to the Latin faces', () => {
    const kept = subsetCharacters('Ravi Digital کی 52 ویب سائٹ، ٹیم۔');
    for (const char of 'کیویبسائٹ،۔ٹم') expect(kept).toContain(char);
    for (const char of 'ڑژۓںھ\u200C') expect(kept).toContain(char);
    expect(kept).not.toMatch(/[A-Za-z0-9]/);
  });

  it('is named after what it holds', () => {
    const { name, characters } = nastaliqFile(root);
    expect(name).toMatch(/^noto-nastaliq-urdu\.[0-9a-f]{12}\.woff2$/);
    expect(characters).toBe(subsetCharacters(urduContentText(root)));
  });

  it('keeps the shaping tables and the joined forms, within 120 KB', async () => {
    const source = readFileSync(path.join(root, NASTALIQ_SOURCE));
    const { characters } = nastaliqFile(root);
    const woff2 = await subsetNastaliq(source, characters);
    expect(woff2.length).toBeLessThanOrEqual(NASTALIQ_MAX_BYTES);
    expect(woff2.length).toBeLessThan(source.length);
    const { tags, glyphs } = sfntTables(await subsetNastaliq(source, characters, 'sfnt'));
    expect(tags).toEqual(expect.arrayContaining(['GSUB', 'GPOS', 'GDEF', 'cmap']));
    // Nastaliq draws each letter in many joined and stacked forms: far more glyphs than characters.
    expect(glyphs).toBeGreaterThan([...characters].length * 5);
  }, 30_000);
});
