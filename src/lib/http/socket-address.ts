/**
 * Puts each request's TCP peer address in a header of its own before Next.js sees the request, so
 * the address rule (./client-address.ts) can count a visitor by the connection they came on. A
 * Next.js route handler never sees the socket, and the headers that would name the client
 * (X-Forwarded-For, X-Real-IP) are the client's to write: Next.js fills X-Forwarded-For in only
 * when the request has none.
 *
 * Installed once at start-up (src/instrumentation.ts), so it holds the same under `npm start`,
 * `next start` and the standalone server.js: every `http.Server` of the process sets the header on
 * each request it emits. The header's name is made at random when it is installed, once per
 * process, and never leaves it: a client cannot send a header the server would believe, neither
 * on a request that reached the server before start-up finished nor through a server that is not
 * an `http.Server` (an `https` or HTTP/2 one), whose requests have no header and are counted as an
 * unknown address. A fixed name would be believed whenever the server had not written it itself.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import http from 'node:http';

const HEADER_PREFIX = 'x-site-socket-address-';
/** Random bytes in the name: as hard to guess as a session key. */
const HEADER_NAME_BYTES = 16;

const installedKey = Symbol.for('lahore-agency-site.socket-address-header');
const serversKey = Symbol.for('lahore-agency-site.http-servers');
// On globalThis: Next.js loads this module once per bundle (instrumentation, each route), and
// every copy must read the name the installed one writes.
const requestsKey = Symbol.for('lahore-agency-site.requests-under-way');
type Holder = {
  [installedKey]?: string;
  [serversKey]?: Set<http.Server>;
  [requestsKey]?: Set<RequestUnderWay>;
};

/** A request the process has taken and not yet finished answering (the graceful stop names them). */
export interface RequestUnderWay {
  method: string;
  /** The path, without the query (which may carry what a visitor typed). */
  path: string;
  /** When it came, by `performance.now()`. */
  since: number;
}

/** The requests under way in this process, oldest first. */
export function requestsUnderWay(): RequestUnderWay[] {
  return [...((globalThis as Holder)[requestsKey] ?? [])];
}

/** The HTTP servers that have served a request in this process (the shutdown closes them). */
export function servingServers(): ReadonlySet<http.Server> {
  return (globalThis as Holder)[serversKey] ?? new Set();
}

/**
 * The header's name in this process, once it is set on every request (and so can be believed);
 * undefined before.
 */
export function socketAddressHeader(): string | undefined {
  return (globalThis as Holder)[installedKey];
}

export function installSocketAddressHeader(): void {
  const holder = globalThis as Holder;
  if (holder[installedKey]) return;
  const name = `${HEADER_PREFIX}${randomBytes(HEADER_NAME_BYTES).toString('hex')}`;
  const emit = http.Server.prototype.emit;
  const servers = (holder[serversKey] ??= new Set());
  const underWay = (holder[requestsKey] ??= new Set());
  // Node's own http.Server inherits `emit` from EventEmitter; this one sees each 'request' first.
  http.Server.prototype.emit = function emitWithSocketAddress(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[name] = request.socket?.remoteAddress ?? '';
      servers.add(this);
      const entry = {
        method: request.method ?? '',
        path: (request.url ?? '').split('?')[0] ?? '',
        since: performance.now(),
      };
      underWay.add(entry);
      // 'close' comes once the answer is sent or the connection is gone, whichever is first.
      (args[1] as http.ServerResponse | undefined)?.once('close', () => underWay.delete(entry));
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
  holder[installedKey] = name;
}
