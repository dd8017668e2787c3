/**
 * The production install the container image runs (Dockerfile), made from a build with
 * NEXT_OUTPUT=standalone: `node scripts/lib/standalone-install.mjs <distDir> <folder>` puts in
 * `<folder>` the self-contained server (`server.js` and the node_modules it uses), the two folders
 * Next.js leaves for a deployment to copy (`public/`, with the photos' copies and the Urdu font
 * made at build, and the built static files), and the `leads` and `team` commands bundled for
 * plain Node (./commands.mjs). No dev dependency, no source. The browser tests make the same
 * install from the tests' standalone build and run the image's command in it.
 */
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCommands } from './commands.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function standaloneInstall(distDir, folder) {
  const built = path.resolve(root, distDir);
  const server = path.join(built, 'standalone');
  if (!existsSync(path.join(server, 'server.js')))
    throw new Error(`${server}/server.js is missing: build with NEXT_OUTPUT=standalone first`);
  mkdirSync(folder, { recursive: true });
  // File tracing copies the build machine's .data (its database, the inbox's key): never into an install.
  const localData = path.join(server, '.data');
  cpSync(server, folder, { recursive: true, filter: (source) => !source.startsWith(localData) });
  cpSync(path.join(root, 'public'), path.join(folder, 'public'), { recursive: true });
  // server.js looks for the static files under its own copy of the build folder's name.
  cpSync(path.join(built, 'static'), path.join(folder, distDir, 'static'), { recursive: true });
  await bundleCommands(folder);
  return folder;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [distDir, folder] = process.argv.slice(2);
  if (!distDir || !folder) {
    console.error('Usage: node scripts/lib/standalone-install.mjs <distDir> <folder>');
    process.exit(2);
  }
  console.log(`[install] ${await standaloneInstall(distDir, path.resolve(folder))}`);
}
