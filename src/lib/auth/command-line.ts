/**
 * The team command's authority (./team.ts, scripts/team.ts). Removing a member or changing a
 * role goes through better-auth's admin plugin, which acts only for a signed-in owner, and the
 * command line has no session. So it makes one through better-auth's public calls: an owner
 * account of its own (the plugin's create-user, which the server may call without a session),
 * with a random password never shown or kept, signed in with it, and deleted through
 * better-auth's delete-user once the call is done (./options.ts allows that for these accounts
 * only). Whoever runs the command holds the database and the key, so this gives them nothing new.
 */
import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER, COMMAND_LINE_DOMAIN } from './options';
import type { Auth } from './server';

/** Counted apart from every browser's address by the sign-in limits (./sign-in-hooks.ts). */
const COMMAND_LINE_ADDRESS = 'command-line';

/** Runs `call` with the headers of a session of the command line's own owner account. */
export async function asCommandLine<T>(auth: Auth, call: (headers: Headers) => Promise<T>): Promise<T> {
  const email = `${randomUUID()}@${COMMAND_LINE_DOMAIN}`;
  const password = randomBytes(32).toString('base64url');
  await auth.api.createUser({
    body: { email, password, name: 'Team command', role: 'owner', data: { emailVerified: true } },
  });
  const signedIn = await auth.api.signInEmail({
    body: { email, password },
    headers: new Headers({ [CLIENT_ADDRESS_HEADER]: COMMAND_LINE_ADDRESS }),
    returnHeaders: true,
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  const headers = new Headers({ cookie });
  try {
    return await call(headers);
  } finally {
    await auth.api.deleteUser({ body: { password }, headers });
  }
}

/** Runs an admin-plugin call with an owner's request headers, or else as the command line. */
export const asOwner = <T>(auth: Auth, headers: Headers | undefined, call: (as: Headers) => Promise<T>) =>
  headers ? call(headers) : asCommandLine(auth, call);
