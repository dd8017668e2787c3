import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A font for `ImageResponse` (satori reads TTF, OTF and WOFF, not WOFF2). */
export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 500 | 700;
  style: 'normal';
}

/** Family names the card asks for; satori falls back to the next loaded font when one is missing. */
export const OG_DISPLAY_FONT = 'Space Grotesk';
export const OG_TEXT_FONT = 'Inter';

/**
 * Static WOFF files of the brand fonts. The site itself uses the variable WOFF2 files of
 * `@fontsource-variable/*`, which satori cannot read; the static packages `@fontsource/space-grotesk`
 * and `@fontsource/inter` ship WOFF files it can.
 */
const FONT_FILES = [
  {
    name: OG_DISPLAY_FONT,
    weight: 700,
    file: '@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff',
  },
  {
    name: OG_DISPLAY_FONT,
    weight: 500,
    file: '@fontsource/space-grotesk/files/space-grotesk-latin-500-normal.woff',
  },
  { name: OG_TEXT_FONT, weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  { name: OG_TEXT_FONT, weight: 500, file: '@fontsource/inter/files/inter-latin-500-normal.woff' },
] as const;

let cache: Promise<OgFont[]> | undefined;

async function loadFont(entry: (typeof FONT_FILES)[number]): Promise<OgFont | undefined> {
  try {
    const buffer = await readFile(path.join(process.cwd(), 'node_modules', entry.file));
    const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
    return { name: entry.name, data, weight: entry.weight, style: 'normal' };
  } catch {
    return undefined;
  }
}

/**
 * The brand fonts that are installed, read once per process (images are rendered at build time).
 * When none is, the list is empty and `ImageResponse` uses its built-in sans-serif.
 */
export function loadOgFonts(): Promise<OgFont[]> {
  cache ??= Promise.all(FONT_FILES.map(loadFont)).then((fonts) =>
    fonts.filter((font): font is OgFont => font !== undefined),
  );
  return cache;
}
