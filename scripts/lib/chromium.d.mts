/** Types of chromium.mjs, for playwright.config.ts and the TypeScript specs. */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare const playwrightLaunchOptions: { executablePath: string; args: string[] };
export declare const chromeLauncherOptions: { chromePath: string; chromeFlags: string[] };
