/** Types of csp-manifest.mjs, for the TypeScript that imports it (its tests). */
export const MANIFEST_FILE: string;
export const MANIFEST_VERSION: number;
export interface CspManifest {
  version: number;
  buildId: string;
  routes: Record<string, string[]>;
  siteHashes: string[];
}
export function scriptHash(text: string): string;
export function inlineScripts(html: string): string[];
export function pageHashes(html: string): { hashes: string[]; siteHashes: string[] };
export function routeOf(relativeHtmlPath: string): string;
export function buildManifest(distDir: string): CspManifest;
export function writeManifest(distDir: string): CspManifest;
