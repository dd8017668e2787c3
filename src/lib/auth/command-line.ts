/**
 * The team command's authority (./team.ts, scripts/team.ts). Removing a member or changing a
 * role goes through better-auth's admin plugin, which acts only for a signed-in owner, and the
 * command line has no session. So it makes one through better-auth's public calls: an owner
 * account of its own (the plugin's create-user, which the server may call without a session),
 * with a random password never shown or kept, signed in with it, and deleted through
 * better-auth's delete-user once the call is done (./options.ts allows that for these accounts
 * only). Whoever runs the command holds the database and the key, so this gives them nothing new.
 * An account a killed command left behind is swept away by the next command.
 */
import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER, COMMAND_LINE_DOMAIN } from './options';
import type { Auth } from './server';

/** A command's account older than this was left by one that died: no command runs this long. */
const LEFT_BEHIND_MS = 10 * 60_000;

/**
 * Deletes the command's accounts that a command killed half-way (or crashed before its delete)
 * left behind, straight from better-auth's table (their sessions and passwords go with them): they have no password
 * anyone knows and no one to sign in as them, but an owner account must not linger.
 */
export async function sweepCommandLineAccounts(db: Kysely<Database>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - LEFT_BEHIND_MS);
  const deleted = await db
    .deleteFrom('auth_user')
    .where('email', 'like', `%@${COMMAND_LINE_DOMAIN}`)
    .where('createdAt', '<', before.toISOString())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Counted apart from every browser's address by the sign-in limits (./sign-in-hooks.ts). */
const COMMAND_LINE_ADDRESS = 'command-line';

/** Runs `call` with the headers of a session of the command line's own owner account. */
export async function asCommandLine<T>(
  { auth, db }: { auth: Auth; db: Kysely<Database> },
  call: (headers: Headers) => Promise<T>,
): Promise<T> {
  await sweepCommandLineAccounts(db);
  const email = `${randomUUID()}@${COMMAND_LINE_DOMAIN}`;
  const password = randomBytes(32).toString('base64url');
  await auth.api.createUser({
    body: { email, password, name: 'Team command', role: 'owner', data: { emailVerified: true } },
  });
  let headers: Headers | undefined;
  try {
    const signedIn = await auth.api.signInEmail({
      body: { email, password },
      headers: new Headers({ [CLIENT_ADDRESS_HEADER]: COMMAND_LINE_ADDRESS }),
      returnHeaders: true,
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ');
    headers = new Headers({ cookie });
    return await call(headers);
  } finally {
    // Through better-auth when signed in; else (the sign-in failed) straight from its table.
    if (headers) await auth.api.deleteUser({ body: { password }, headers });
    else await db.deleteFrom('auth_user').where('email', '=', email).execute();
  }
}

/** Runs an admin-plugin call with an owner's request headers, or else as the command line. */
export const asOwner = <T>(
  store: { auth: Auth; db: Kysely<Database> },
  headers: Headers | undefined,
  call: (as: Headers) => Promise<T>,
) => (headers ? call(headers) : asCommandLine(store, call));
