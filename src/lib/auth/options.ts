/**
 * better-auth's settings for the team's inbox, as a function of the database, the key and the
 * address the site is served at, so the server (./server.ts), the team command and the tests
 * build the same thing. E-mail and password only; no public sign-up; sessions, accounts, tokens
 * and better-auth's own rate-limit counters in the site's database (its tables are made by our
 * checked-in migrations 0002 and 0015, which a test compares with better-auth's own schema).
 */
import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BetterAuthOptions } from 'better-auth';
import { APIError } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { createAccessControl } from 'better-auth/plugins/access';
import { admin } from 'better-auth/plugins/admin';
import { defaultStatements } from 'better-auth/plugins/admin/access';
import type { Connection } from '@/lib/db/connection';
import {
  CLIENT_ADDRESS_HEADER,
  rememberSetPasswordLink,
  setPasswordLinks,
  signInHooks,
} from './sign-in-hooks';

export { CLIENT_ADDRESS_HEADER };
import { ADDRESS_MAX_FAILURES, FAILURE_WINDOW_MS } from './sign-in-limit';

/**
 * Sessions end this long after sign-in whatever happens (the idle limit is in ./session.ts):
 * better-auth sets `expiresAt` once, at sign-in, and nothing here moves it.
 */
export const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;
/** A link made by `npm run team -- add` or an invitation sets a password within this time. */
export const SET_PASSWORD_LINK_TTL_S = 24 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
/**
 * Sign-ins an address may make in a row with the right password, on top of the wrong ones
 * ./sign-in-limit.ts allows it: a whole office behind one address signing in each morning.
 */
const RIGHT_PASSWORDS_PER_ADDRESS = 10;
const MS_PER_SECOND = 1000;
/**
 * better-auth's own limit per client address on signing in, right or wrong: attempts per window.
 * Above ./sign-in-limit.ts's limit of wrong passwords per address, which it backs up (a flood of
 * attempts, counted before any password is checked) rather than replaces.
 */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = ADDRESS_MAX_FAILURES + RIGHT_PASSWORDS_PER_ADDRESS;
export const SIGN_IN_ADDRESS_WINDOW_S = FAILURE_WINDOW_MS / MS_PER_SECOND;

export type MemberRole = 'owner' | 'member';

/**
 * The team command's own accounts (./team.ts): an owner made for one command and deleted at its
 * end, under an address no one can receive mail at. Never listed as a member.
 */
export const COMMAND_LINE_DOMAIN = 'team-command.invalid';
export const isCommandLineAccount = (email: string) => email.endsWith(`@${COMMAND_LINE_DOMAIN}`);

/** The session cookie is `inbox.session_token` (`__Secure-inbox.session_token` over HTTPS). */
export const COOKIE_PREFIX = 'inbox';

/** better-auth's tables, under names that keep them apart from the site's own. */
export const AUTH_TABLES = {
  user: 'auth_user',
  session: 'auth_session',
  account: 'auth_account',
  verification: 'auth_verification',
  rateLimit: 'auth_rate_limit',
} as const;

/**
 * Paths better-auth answers by default that the inbox has no use for: 404 over HTTP (with every
 * path of the admin plugin, added in authOptions).
 */
const DISABLED_PATHS = [
  '/sign-up/email',
  '/request-password-reset',
  '/update-user',
  // Only the server writes when a member was last seen (./session.ts).
  '/update-session',
  '/delete-user',
  '/change-email',
  '/sign-in/social',
  '/link-social',
  '/send-verification-email',
];

/**
 * What each role may do through better-auth's admin plugin (./team.ts): an owner adds a member with
 * the role they are given, changes a member's role and removes a member; a member may do none of it. Bans, impersonation,
 * setting someone's password, editing users and listing sessions are granted to no one.
 */
const teamAccess = createAccessControl(defaultStatements);
const TEAM_ROLES = {
  owner: teamAccess.newRole({ user: ['create', 'set-role', 'delete'], session: [] }),
  member: teamAccess.newRole({ user: [], session: [] }),
} satisfies Record<MemberRole, unknown>;

/**
 * better-auth's admin plugin with the team's roles: 'owner' is its admin role, 'member' the one a
 * new account gets. Its endpoints are called on the server only (./team.ts, with an owner's request
 * headers or the team command's own session: the plugin checks the session and its role); over
 * HTTP every one of them is disabled below, so the plugin adds nothing a browser can reach.
 */
function teamAdmin() {
  return admin({ adminRoles: ['owner'], defaultRole: 'member', roles: TEAM_ROLES });
}

export interface AuthSettings {
  connection: Pick<Connection, 'db' | 'authDb' | 'engine'>;
  secret: string;
  /** The address the inbox is served at, e.g. https://example.pk: its origin is the one trusted. */
  baseURL: string;
  /** Called with each set-password link better-auth makes (./team.ts captures them). */
  onSetPasswordLink?: (link: { userId: string; token: string }) => void | Promise<void>;
  /** Holds a wrong answer for an account many addresses are guessing at (the tests count instead). */
  pause?: (ms: number) => Promise<void>;
  /**
   * How passwords are hashed and checked. Unset, as on every server, better-auth's own scrypt
   * (N 16384, r 16, p 1, a 64-byte key): ./auth.test.ts holds it to those settings. The unit tests
   * pass a cheaper one (test-support/passwords.ts), since every sign-in, right or wrong, hashes.
   */
  password?: PasswordHashing;
}

/** better-auth's `emailAndPassword.password`: a hash function and its check. */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

export function authOptions({
  connection,
  secret,
  baseURL,
  onSetPasswordLink,
  pause = sleep,
  password,
}: AuthSettings) {
  const { db } = connection;
  const adminPlugin = teamAdmin();
  const adminPaths = Object.values(adminPlugin.endpoints).map((endpoint) => endpoint.path);
  return {
    appName: 'Lead inbox',
    baseURL,
    basePath: '/api/auth',
    secret,
    // Its own view of the connection: better-auth reads PostgreSQL's times as Dates (src/lib/db/iso-dates.ts).
    database: { db: connection.authDb, type: connection.engine === 'postgres' ? 'postgres' : 'sqlite' },
    telemetry: { enabled: false },
    user: {
      modelName: AUTH_TABLES.user,
      additionalFields: {
        // Owners invite and remove members; set by the team command or an owner, never by sign-up.
        role: { type: 'string', required: true, defaultValue: 'member', input: false },
      },
      // Called by the team command alone, for its own account; better-auth's admin plugin removes
      // a member (./team.ts).
      deleteUser: {
        enabled: true,
        async beforeDelete(user) {
          if (!isCommandLineAccount(user.email)) {
            throw new APIError('FORBIDDEN', { message: 'A member is removed by an owner' });
          }
        },
      },
    },
    session: {
      modelName: AUTH_TABLES.session,
      expiresIn: SESSION_MAX_AGE_S,
      // Activity is tracked by ./session.ts (idle limit); the end stays fixed at sign-in + 7 days.
      disableSessionRefresh: true,
      additionalFields: {
        // Written through better-auth's update-session call, which leaves `expiresAt` as it is.
        lastSeenAt: { type: 'date', required: false },
      },
      // Every request reads the session row, so deleting it (sign-out, removal) ends it at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: AUTH_TABLES.account },
    verification: { modelName: AUTH_TABLES.verification },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: SET_PASSWORD_LINK_TTL_S,
      revokeSessionsOnPasswordReset: true,
      ...(password ? { password } : {}),
      async sendResetPassword({ user, token }) {
        // The account's earlier links stop working (./sign-in-hooks.ts).
        await rememberSetPasswordLink(db, user.id, token);
        await onSetPasswordLink?.({ userId: user.id, token });
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: AUTH_TABLES.rateLimit,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: SIGN_IN_ADDRESS_WINDOW_S, max: SIGN_IN_ATTEMPTS_PER_ADDRESS },
      },
    },
    disabledPaths: [...DISABLED_PATHS, ...adminPaths],
    trustedOrigins: [new URL(baseURL).origin],
    advanced: {
      useSecureCookies: baseURL.startsWith('https://'),
      cookiePrefix: COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Wrong passwords counted per (e-mail, address) and per address beside better-auth's count of
    // attempts: refused alike whether or not the e-mail has an account (./sign-in-hooks.ts).
    hooks: signInHooks(db, pause),
    // nextCookies lets Server Actions (sign-out) set and clear the cookie; must stay the last plugin.
    plugins: [adminPlugin, setPasswordLinks(db), nextCookies()],
  } satisfies BetterAuthOptions;
}
