/** Types of build.mjs, for the TypeScript that imports it (its tests). */
export const root: string;
export const nextBin: string;
export function newestMtime(entry: string): number;
export function buildIsStale(distDir?: string): boolean;
export function build(options?: { env?: NodeJS.ProcessEnv; cwd?: string }): number;
export function ensureBuild(options?: { env?: NodeJS.ProcessEnv; distDir?: string }): number;
export function parseBuildArgs(argv: string[]): { always: boolean; distDir: string | undefined };
