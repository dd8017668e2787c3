/**
 * better-auth's own tables as the inbox reads them (src/lib/auth), and the site's table of set-password
 * links beside them; ./schema.ts gathers every table.
 */

/**
 * better-auth's user table (src/lib/auth/options.ts names it): its own camelCase columns. Dates are
 * Date objects on PostgreSQL and text on SQLite; the inbox reads them through better-auth or as
 * `string | Date`.
 */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  role: string;
}

export interface AuthSessionTable {
  id: string;
  expiresAt: string | Date;
  token: string;
  createdAt: string | Date;
  updatedAt: string | Date;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  /** When its member was last seen (migration 0015; src/lib/auth/session.ts writes it). */
  lastSeenAt: string | Date | null;
}

/**
 * The latest set-password link of each account (migration 0015), the site's own table beside
 * better-auth's: a SHA-256 digest of its token (src/lib/auth/sign-in-hooks.ts).
 */
export interface SetPasswordLinksTable {
  user_id: string;
  token_digest: string;
}
