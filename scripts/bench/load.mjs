/** Load on the production server with autocannon. */
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
