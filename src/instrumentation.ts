/**
 * Runs once when the server starts: brings the database's tables up to date (src/lib/db), says
 * where the forms' messages go (and warns when messages
 * sent without JavaScript can only stay on this disk) and whether analytics are on, and checks the
 * server's own settings (FORM_RATE_LIMIT, TRUST_PROXY, PLAUSIBLE_ORIGIN, BETTER_AUTH_SECRET), then
 * starts delivering the stored leads (src/lib/leads/worker.ts: e-mail, webhook, retries), on every
 * instance.
 */
export async function register(): Promise<void> {
  // `next build` loads this file too; only a running Node.js server should speak.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { logEmailMode } = await import('@/lib/email/startup');
    try {
      logEmailMode();
      const [{ connection }, { migrateToLatest }, { startDeliveries }, { serverEnv }, { authSecret }] =
        await Promise.all([
          import('@/lib/db/connection'),
          import('@/lib/db/migrate'),
          import('@/lib/leads/worker'),
          import('@/env'),
          import('@/lib/auth/secret'),
        ]);
      await migrateToLatest(connection().db);
      // The inbox's sign-in key: made once on one server, required with DATABASE_URL (src/lib/auth/secret.ts).
      authSecret();
      startDeliveries(connection(), serverEnv());
    } catch (error) {
      // A malformed setting: Next.js would keep running and answer every request 500, so stop
      // here, with the cause as the last line, for the process manager to show.
      console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  }
}
