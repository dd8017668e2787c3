/** Runs once when the server starts: says where the forms' messages go. */
export async function register(): Promise<void> {
  // `next build` loads this file too; only a running Node.js server should speak.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { logEmailMode } = await import('@/lib/email/startup');
    logEmailMode();
  }
}
