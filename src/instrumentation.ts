/**
 * Runs once when the server starts: names each request's connection address in a header of its
 * own (src/lib/http/socket-address.ts), refuses a platform host without DATABASE_URL and a
 * loopback NEXT_PUBLIC_SITE_URL with a relay elsewhere (e-mails' links), says where the
 * forms' messages go (the store, and whether the server e-mails them) and whether analytics are
 * on, checks the server's own settings (FORM_RATE_LIMIT, TRUST_PROXY, PLAUSIBLE_ORIGIN,
 * BETTER_AUTH_SECRET, …), brings the database's tables up to date (src/lib/db), moves an outbox
 * file of an earlier version into the store, starts the daily deletion of leads older than
 * LEADS_RETENTION_DAYS and of speed reports older than 90 days (src/lib/vitals), starts delivering
 * the stored leads (src/lib/leads/delivery-service.ts: e-mail, webhook, retries), on every
 * instance, starts reading the owner's busy calendar in the background (BOOKING_BUSY_ICS_URL),
 * and stops gracefully on SIGTERM/SIGINT (src/lib/server/shutdown.ts), writing the
 * queued speed reports before the database closes.
 */
export async function register(): Promise<void> {
  // `next build` loads this file too; only a running Node.js server should speak.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    // First, so every request from here on names the connection it came on (the address rule).
    const { installSocketAddressHeader } = await import('@/lib/http/socket-address');
    installSocketAddressHeader();
    // Next, so a stop asked for during start-up is ours too: it closes only what has been opened.
    const [{ installGracefulShutdown }, { stopDeliveries }, { closeConnection }, { stopVitals }] =
      await Promise.all([
        import('@/lib/server/shutdown'),
        import('@/lib/leads/delivery-service'),
        import('@/lib/db/connection'),
        import('@/lib/vitals/service'),
      ]);
    installGracefulShutdown({ stopDeliveries, flushVitals: stopVitals, closeDatabase: closeConnection });
    const { logEmailMode } = await import('@/lib/intake/startup');
    try {
      const [{ platformStoreProblem }, { linkOriginProblem }, { env: publicEnv }] = await Promise.all([
        import('@/lib/db/config'),
        import('@/lib/email/link-origin'),
        import('@/env'),
      ]);
      const problem = platformStoreProblem() ?? linkOriginProblem(process.env, publicEnv.siteUrl);
      if (problem) throw new Error(problem);
      logEmailMode();
      const [
        { connection },
        { migrateToLatest },
        { serverEnv },
        { importOutbox, outboxPath },
        { startRetention },
        { startDeliveries },
        { sendToVisitor },
        { authSecret },
      ] = await Promise.all([
        import('@/lib/db/connection'),
        import('@/lib/db/migrate'),
        import('@/env'),
        import('@/lib/leads/outbox-import'),
        import('@/lib/server/retention'),
        import('@/lib/leads/delivery-service'),
        import('@/lib/booking/messages/to-visitor'),
        import('@/lib/auth/secret'),
      ]);
      const db = () => connection().db;
      await migrateToLatest(db());
      // The inbox's sign-in key: made once on one server, required with DATABASE_URL (src/lib/auth/secret.ts).
      authSecret();
      const imported = await importOutbox(db(), outboxPath(), serverEnv());
      if (imported) {
        console.log(
          `[leads] the outbox file's ${imported.read} message(s) are in the store (${imported.imported} new); ` +
            `the file is kept as ${imported.keptAs}` +
            (imported.unreadable.length > 0
              ? `; unreadable line(s) left in it: ${imported.unreadable.join(', ')}`
              : ''),
        );
      }
      startRetention(db, serverEnv().leadsRetentionDays);
      // The speed reports' write-behind queue, and the daily deletion of those older than 90 days.
      const { startVitals } = await import('@/lib/vitals/service');
      startVitals(db);
      startDeliveries(connection(), serverEnv(), sendToVisitor);
      // The owner's busy calendar, read in the background from now on, never on a request's path.
      const busyUrl = serverEnv().bookingBusyIcsUrl;
      if (busyUrl) (await import('@/lib/booking/calendar/busy-calendar')).startBusyCalendar(busyUrl);
    } catch (error) {
      // A malformed setting: Next.js would keep running and answer every request 500, so stop
      // here, with the cause as the last line, for the process manager to show.
      console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  }
}
