/**
 * The `leads` and `team` commands for a server without the repository (the container image, the
 * standalone output): `node scripts/lib/commands.mjs <folder>` bundles scripts/leads.ts and
 * scripts/team.ts, with the site's modules they use, into `<folder>/commands/leads.mjs` and
 * `team.mjs`. They need no tsx and no source at run time; the database drivers (libsql's native
 * binary, pg) are left to the `node_modules` beside them, which the standalone output has.
 * In the image: `node commands/leads.mjs`, `node commands/team.mjs add <email>`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const COMMANDS = ['leads', 'team'];
/** Loaded from node_modules at run time, as the server loads them (next.config.ts's serverExternalPackages). */
const EXTERNAL = ['libsql', 'pg', 'pg-native'];

// `server-only` throws outside React's server bundles; a command is server code, run by Node.
const serverOnly = {
  name: 'server-only',
  setup(plugin) {
    plugin.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
    plugin.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
  },
};

export async function bundleCommands(folder) {
  const out = path.join(folder, 'commands');
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: COMMANDS.map((name) => path.join(root, 'scripts', `${name}.ts`)),
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    external: EXTERNAL,
    plugins: [serverOnly],
    // Bundled CommonJS modules still call require() for Node's own modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return COMMANDS.map((name) => path.join(out, `${name}.mjs`));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: node scripts/lib/commands.mjs <folder>');
    process.exit(2);
  }
  for (const file of await bundleCommands(path.resolve(folder))) console.log(`[commands] ${file}`);
}
