/**
 * The Urdu pages' typeface: Noto Nastaliq Urdu (SIL Open Font License), self-hosted from
 * @fontsource/noto-nastaliq-urdu and cut down at build time to the characters the Urdu pages can
 * show (./nastaliq-file.ts). HarfBuzz's subsetter (subset-font) keeps every glyph those characters
 * reach through the font's shaping tables (the joined forms, the stacked letters, the marks), so
 * words are shaped as by the whole font: 159 KB become about 112 KB.
 *
 * Run by next.config.ts before `next build` and `next dev`; its relative imports are for that.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { NASTALIQ_DIR, NASTALIQ_SOURCE, nastaliqFile } from './nastaliq-file';

/** The cut-down font: `characters` of the source file, WOFF2, every OpenType feature kept. */
export function subsetNastaliq(
  source: Buffer,
  characters: string,
  format: 'woff2' | 'sfnt' = 'woff2',
): Promise<Buffer> {
  return subsetFont(source, characters, { targetFormat: format });
}

export interface NastaliqBuild {
  bytes: number;
  characters: number;
  /** The file of the last build had the same characters and was kept. */
  reused: boolean;
}

/** Writes the cut-down font into public/_fonts (when the characters changed) and says how large it is. */
export async function buildNastaliqSubset(root = process.cwd()): Promise<NastaliqBuild> {
  const { characters, name } = nastaliqFile(root);
  const dir = path.join(root, NASTALIQ_DIR);
  const output = path.join(dir, name);
  const count = [...characters].length;
  if (existsSync(output)) return { bytes: (await readFile(output)).length, characters: count, reused: true };
  const subset = await subsetNastaliq(await readFile(path.join(root, NASTALIQ_SOURCE)), characters);
  await mkdir(dir, { recursive: true });
  // Older subsets are not linked by any page any more.
  for (const old of existsSync(dir) ? readdirSync(dir) : []) await rm(path.join(dir, old));
  await writeFile(output, subset);
  return { bytes: subset.length, characters: count, reused: false };
}
