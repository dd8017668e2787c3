/** Load on the production server with autocannon: pages fetched, or posts from many addresses. */
import autocannon from 'autocannon';

export async function loadTest(url, { connections = 50, durationSeconds = 10 } = {}) {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  return {
    url,
    connections,
    durationSeconds,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

let sent = 0;
/** Each request from an address of its own, across every run, so the limit per address refuses none. */
export function nextAddress() {
  sent += 1;
  return `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
}

/** One POST of `body` to `url` from an address of its own; `init` adds to what fetch is given. */
export function post(url, body, headers, init = {}) {
  return fetch(url, {
    method: 'POST',
    body,
    headers: { ...headers, 'x-forwarded-for': nextAddress() },
    ...init,
  });
}

/**
 * autocannon posting to `url` over `connections` for `seconds` (or until `maxRequests` have been
 * sent), each request's body from `nextBody` and from an address of its own. Returns autocannon's
 * result.
 */
export function postLoad({ url, connections, seconds, headers, nextBody, maxRequests }) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    ...(maxRequests ? { maxOverallRequests: maxRequests } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          body: nextBody(),
          headers: { ...request.headers, ...headers, 'x-forwarded-for': nextAddress() },
        }),
      },
    ],
  });
}

/** The latency percentiles and the failures of an autocannon result, as the reports give them. */
export function latencyAndErrors(result) {
  return {
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * What `read` gives once two reads `ms` apart agree (the writes still in flight when the load
 * stopped have landed), reading at most `tries` times more.
 */
export async function settled(read, { ms, tries }) {
  let last = await read();
  for (let n = 0; n < tries; n += 1) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const now = await read();
    if (JSON.stringify(now) === JSON.stringify(last)) break;
    last = now;
  }
  return last;
}
