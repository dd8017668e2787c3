/**
 * The server's better-auth instance (server only), as in better-auth's Next.js example, but made
 * on first use rather than at import: `next build` loads the route modules, and must neither open
 * the database nor make a key. The key comes from ./secret.ts; the database is the site's own.
 */
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { connection, type Connection } from '@/lib/db/connection';
import { env } from '@/env';
import { authOptions, type PasswordHashing } from './options';
import { authSecret } from './secret';

/** Set-password links made during a call of `withSetPasswordLinks` go to its collector. */
const linkCollector = new AsyncLocalStorage<(link: { userId: string; token: string }) => void>();

type EnvSource = Record<string, string | undefined>;

/** The address the inbox is served at: BETTER_AUTH_URL when set (read at run time), else the site's. */
export function authBaseURL(source: EnvSource = process.env): string {
  return new URL(source.BETTER_AUTH_URL?.trim() || env.siteUrl).origin;
}

/** better-auth over `database`, with the key and address `source` gives (the tests pass their own). */
export function createAuth(
  database: Pick<Connection, 'db' | 'authDb' | 'engine'>,
  source: EnvSource = process.env,
  /** The unit tests' cheaper password hash (./options.ts); the site never passes one. */
  password?: PasswordHashing,
) {
  return betterAuth(
    authOptions({
      connection: database,
      password,
      secret: authSecret(source),
      baseURL: authBaseURL(source),
      onSetPasswordLink: (link) => linkCollector.getStore()?.(link),
    }),
  );
}

export type Auth = ReturnType<typeof createAuth>;

const globalKey = Symbol.for('lahore-agency-site.auth');
type Holder = { [globalKey]?: Auth };

export function auth(): Auth {
  const holder = globalThis as Holder;
  holder[globalKey] ??= createAuth(connection());
  return holder[globalKey];
}

/** Runs `task`, handing back the set-password tokens better-auth made meanwhile. */
export async function withSetPasswordLinks<T>(
  task: () => Promise<T>,
): Promise<{ result: T; links: { userId: string; token: string }[] }> {
  const links: { userId: string; token: string }[] = [];
  const result = await linkCollector.run((link) => links.push(link), task);
  return { result, links };
}
