import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { subsetNastaliq } from '../src/lib/fonts/nastaliq';
import { NASTALIQ_FAMILY, NASTALIQ_SOURCE } from '../src/lib/fonts/nastaliq-file';
import { test as base } from './fixtures';

/**
 * The fonts of the device the browser runs on, made by the test rather than taken from the machine:
 * an Urdu page draws in Noto Nastaliq Urdu as the device has it (`local()`) and fetches the file only
 * where the device lacks it (components/layout/nastaliq-font-face.tsx), so a test of either path
 * sets up its device. Android, iOS, macOS and Debian with fonts-noto-core have the family; a bare
 * Debian has not.
 *
 * The browser is Debian's Chromium (scripts/lib/chromium.mjs), which finds the device's fonts through
 * fontconfig: it is launched with a fontconfig file of the test's own (FONTCONFIG_FILE), which takes
 * the machine's fonts and either adds a folder holding Noto Nastaliq Urdu or rejects every font of
 * that family the machine has. `warmPage` (./fixtures) runs in that browser too.
 */
export interface DeviceFontsOptions {
  /**
   * true: the device has Noto Nastaliq Urdu; false: it has not, whatever the machine has. Left
   * undefined, the browser sees the machine's fonts. One value per spec file (it sets the worker's
   * browser): `test.use({ nastaliqOnDevice: false })` at the top.
   */
  nastaliqOnDevice: boolean | undefined;
}

/** The machine's own fontconfig, taken in first so every other font stays as it is. */
const SYSTEM_FONTCONFIG = '/etc/fonts/fonts.conf';

/** The Arabic-script blocks, joiners and marks the family's Arabic file covers (as its @font-face says). */
const ARABIC_SCRIPT: [number, number][] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0x200c, 0x200e],
  [0x2010, 0x2011],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];

/**
 * Noto Nastaliq Urdu as a device installs it: a TrueType file. Chromium finds a `local()` face only
 * among TrueType and OpenType files, not in the WOFF2 @fontsource ships, so the face is unpacked
 * from it with every character of the Arabic script.
 */
async function nastaliqTrueType(): Promise<Buffer> {
  const characters = ARABIC_SCRIPT.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
  ).join('');
  return subsetNastaliq(readFileSync(NASTALIQ_SOURCE), ` ${characters}`, 'sfnt');
}

/** A fontconfig of the machine's fonts, with or without Noto Nastaliq Urdu. */
function fontconfig(nastaliqOnDevice: boolean, fontsDir: string, cacheDir: string): string {
  const nastaliq = nastaliqOnDevice
    ? `<dir>${fontsDir}</dir>`
    : `<selectfont><rejectfont><pattern><patelt name="family"><string>${NASTALIQ_FAMILY}</string></patelt></pattern></rejectfont></selectfont>`;
  // The cache folder comes first so that fontconfig writes its cache there, not among the machine's.
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <cachedir>${cacheDir}</cachedir>
  <include ignore_missing="yes">${SYSTEM_FONTCONFIG}</include>
  ${nastaliq}
</fontconfig>
`;
}

export const test = base.extend<object, DeviceFontsOptions>({
  nastaliqOnDevice: [undefined, { scope: 'worker', option: true }],
  launchOptions: [
    async ({ launchOptions, nastaliqOnDevice }, use) => {
      if (nastaliqOnDevice === undefined) {
        await use(launchOptions);
        return;
      }
      if (process.platform !== 'linux')
        throw new Error('The device fonts are made with fontconfig, which Chromium reads on Linux only.');
      const dir = mkdtempSync(path.join(tmpdir(), 'device-fonts-'));
      const fontsDir = path.join(dir, 'fonts');
      mkdirSync(fontsDir);
      if (nastaliqOnDevice)
        writeFileSync(path.join(fontsDir, 'NotoNastaliqUrdu-Regular.ttf'), await nastaliqTrueType());
      const file = path.join(dir, 'fonts.conf');
      writeFileSync(file, fontconfig(nastaliqOnDevice, fontsDir, path.join(dir, 'cache')));
      await use({ ...launchOptions, env: { ...process.env, ...launchOptions.env, FONTCONFIG_FILE: file } });
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

export { expect } from './fixtures';

/** The faces Chromium drew an element's text with (DevTools' "Rendered fonts"). */
export async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
}
