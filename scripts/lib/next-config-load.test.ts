import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Loads next.config.ts as Next loads it for a server (its TypeScript compiled by Next's own hook),
 * in a process of its own with the given arguments (after the `next` command's place in
 * `process.argv`) and variables, and says which of the build's tools that loaded.
 */
function toolsLoaded(args: string[], env: Record<string, string>): string[] {
  const script = `
    const loadConfig = require('next/dist/server/config').default;
    const { PHASE_PRODUCTION_SERVER } = require('next/dist/shared/lib/constants');
    loadConfig(PHASE_PRODUCTION_SERVER, process.cwd()).then(() => {
      const loaded = Object.keys(require.cache);
      const tools = ['src/lib/images/build-pictures.ts', 'src/lib/fonts/nastaliq.ts'];
      console.log(JSON.stringify(tools.filter((tool) => loaded.some((file) => file.endsWith(tool)))));
    });`;
  const output = execFileSync(process.execPath, ['-e', script, 'next', ...args], {
    cwd: process.cwd(),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as string[];
}

describe('what next.config.ts loads', () => {
  it('leaves the build’s picture and font tools out of a server start and a build’s workers, and loads them elsewhere', () => {
    const notDone = { URDU_FONT_READY: '', PICTURES_READY: '' };
    // `next start`: `npm start` and every test server.
    expect(toolsLoaded(['start'], notDone)).toEqual([]);
    // A build's worker: the build's first process made the copies and the font and said so.
    expect(toolsLoaded([], { URDU_FONT_READY: '1', PICTURES_READY: '1' })).toEqual([]);
    // Anything else (`next build`, `next dev` and its server process) may need them.
    expect(toolsLoaded(['build'], notDone)).toEqual([
      'src/lib/images/build-pictures.ts',
      'src/lib/fonts/nastaliq.ts',
    ]);
    expect(toolsLoaded([], { URDU_FONT_READY: '1', PICTURES_READY: '' })).toHaveLength(2);
  }, 60_000);
});
