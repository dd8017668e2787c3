/**
 * The browserless tier's global setup: the production test server (e2e/test-server.ts). `npm test`
 * starts it once for both tiers; run alone, this starts it (`npm start` builds first when the build
 * is missing or stale) and stops it at the end. A server already answering on the port is reused.
 */
import { startTestServer } from '../e2e/test-server';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await startTestServer();
  return () => server.stop();
}
