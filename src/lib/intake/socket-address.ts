/**
 * Puts each request's TCP peer address in a header of its own before Next.js sees the request, so
 * the address rule (./client-address.ts) can count a visitor by the connection they came on. A
 * Next.js route handler never sees the socket, and the headers that would name the client
 * (X-Forwarded-For, X-Real-IP) are the client's to write: Next.js fills X-Forwarded-For in only
 * when the request has none.
 *
 * Installed once at start-up (src/instrumentation.ts), so it holds the same under `npm start`,
 * `next start` and the standalone server.js: every `http.Server` of the process sets the header on
 * each request it emits, replacing whatever a client sent under that name. A request that reached
 * the server before start-up finished has no header and is counted as an unknown address.
 */
import 'server-only';
import http from 'node:http';

export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address';

const installedKey = Symbol.for('lahore-agency-site.socket-address-header');
const serversKey = Symbol.for('lahore-agency-site.http-servers');
type Holder = { [installedKey]?: boolean; [serversKey]?: Set<http.Server> };

/** The HTTP servers that have served a request in this process (the shutdown closes them). */
export function servingServers(): ReadonlySet<http.Server> {
  return (globalThis as Holder)[serversKey] ?? new Set();
}

/** True once the header is set on every request of this process (and so can be believed). */
export function socketAddressHeaderInstalled(): boolean {
  return (globalThis as Holder)[installedKey] === true;
}

export function installSocketAddressHeader(): void {
  const holder = globalThis as Holder;
  if (holder[installedKey]) return;
  const emit = http.Server.prototype.emit;
  const servers = (holder[serversKey] ??= new Set());
  // Node's own http.Server inherits `emit` from EventEmitter; this one sees each 'request' first.
  http.Server.prototype.emit = function emitWithSocketAddress(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
      servers.add(this);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
  holder[installedKey] = true;
}
