/**
 * better-auth's client for the browser (the sign-in form only): it talks to the one route handler,
 * src/app/api/auth/[...all], on the page's own origin.
 */
import { createAuthClient } from 'better-auth/client';

export const authClient = createAuthClient();
