import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  HEADLESS_SHELL_PATH,
  playwrightLaunchOptions,
  testLaunchOptions,
} from './chromium';

describe('the Chromium the browser tests run in', () => {
  it('is the headless shell when it is installed, with the same flags as every other launcher', () => {
    const options = testLaunchOptions((file) => file === HEADLESS_SHELL_PATH);
    expect(options.executablePath).toBe(HEADLESS_SHELL_PATH);
    expect(options.args).toEqual(CHROMIUM_FLAGS);
  });

  it('is the full Chromium when the headless shell is missing', () => {
    expect(testLaunchOptions(() => false)).toEqual(playwrightLaunchOptions);
    expect(playwrightLaunchOptions.executablePath).toBe(CHROMIUM_PATH);
  });
});
