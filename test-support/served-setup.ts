/**
 * Each browserless worker's `fetch` keeps an idle connection 5 s at most. The servers under test
 * keep theirs 65 s and say so (`Keep-Alive: timeout=65`), and `fetch` would otherwise keep one
 * until just before that: a worker busy for seconds on end (the export of 100,000 leads) runs
 * its timers late and then sends a request on a connection the server has just closed ("other
 * side closed"), a fault of the test's client, not the site's.
 */
import { Agent, setGlobalDispatcher } from 'undici';

/** How long a test's `fetch` keeps an idle connection, whatever the server offers. */
export const CLIENT_KEEP_ALIVE_MS = 5_000;

setGlobalDispatcher(
  new Agent({ keepAliveTimeout: CLIENT_KEEP_ALIVE_MS, keepAliveMaxTimeout: CLIENT_KEEP_ALIVE_MS }),
);
