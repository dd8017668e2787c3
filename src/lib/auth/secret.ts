/**
 * The key better-auth signs session cookies and tokens with. `BETTER_AUTH_SECRET` when set; on
 * one server without it (SQLite, no `DATABASE_URL`), a random key made once and kept in
 * `.data/auth-secret` (readable by the server's user only), so a fresh machine needs no setup.
 * Several instances (`DATABASE_URL`) must share one key, so there it has to be set. A kept file
 * with fewer than MIN_SECRET_LENGTH bytes (emptied by a full disk, cut short by hand) stops
 * start-up naming the file: an empty key would sign every session and token with HMAC over nothing.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateFolder, restrictToOwner } from '../db/connection';

/** better-auth refuses shorter keys in production. */
export const MIN_SECRET_LENGTH = 32;
/** Random bytes in a generated key (43 characters in base64url). */
const SECRET_BYTES = 32;

/** Readable and writable by the server's user only, whatever the umask. */
const PRIVATE_FILE_MODE = 0o600;

export const DEFAULT_SECRET_FILE = path.join('.data', 'auth-secret');

type EnvSource = Record<string, string | undefined>;

/** The key kept in `file`, refused when it is too short to sign with. */
function keptSecret(file: string): string {
  const kept = readFileSync(file, 'utf8').trim();
  const bytes = Buffer.byteLength(kept);
  if (bytes < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds a key of ${bytes} bytes; it must hold at least ${MIN_SECRET_LENGTH}: delete the file for the server to make a new one (the team signs in again), or set BETTER_AUTH_SECRET`,
    );
  }
  return kept;
}

export function authSecret(env: EnvSource = process.env, file?: string): string {
  const configured = env.BETTER_AUTH_SECRET?.trim();
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(
        `BETTER_AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters (openssl rand -base64 32)`,
      );
    }
    return configured;
  }
  if (env.DATABASE_URL?.trim()) {
    throw new Error(
      'BETTER_AUTH_SECRET must be set when DATABASE_URL is: every instance signs sign-in sessions with the same key (openssl rand -base64 32)',
    );
  }
  const target = file ?? path.join(/* turbopackIgnore: true */ process.cwd(), DEFAULT_SECRET_FILE);
  // The site's `.data/` is tightened to 0700 here too: with SQLITE_PATH elsewhere, only the key is in it.
  ensurePrivateFolder(path.dirname(target));
  try {
    // A key made by an earlier version, or copied in by hand, may be readable by other users.
    restrictToOwner(target);
    return keptSecret(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  try {
    // `wx`: if another process made the file meanwhile, keep its key, not ours.
    writeFileSync(target, `${secret}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    chmodSync(target, PRIVATE_FILE_MODE);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return keptSecret(target);
    throw error;
  }
}
