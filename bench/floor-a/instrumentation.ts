/**
 * Does nothing, on purpose. Built from this subfolder, Turbopack (Next.js 16.4.6) finds no
 * instrumentation file of the floor's own and takes the workspace root's src/instrumentation.ts,
 * the site's, instead; this file keeps the floor bare.
 */
export function register(): void {}
