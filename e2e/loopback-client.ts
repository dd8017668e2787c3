/**
 * Requests from a chosen loopback source address (any of 127.0.0.0/8 works on loopback), so a
 * server without TRUST_PROXY sees each test visitor on a TCP connection of their own, as it would
 * see different people: `fetch` cannot choose its source address, Node's `http.request` can.
 */
import http, { type IncomingHttpHeaders } from 'node:http';

export interface LoopbackAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LoopbackPost {
  /** The source address the connection is made from, e.g. 127.0.0.11. */
  from: string;
  url: string;
  body: FormData | URLSearchParams | Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * A body's bytes and content type: multipart for a FormData, urlencoded for URLSearchParams (as a
 * browser encodes each), else JSON.
 */
async function encode(body: LoopbackPost['body']): Promise<{ bytes: Buffer; type: string }> {
  if (body instanceof URLSearchParams)
    return { bytes: Buffer.from(body.toString()), type: 'application/x-www-form-urlencoded' };
  if (body instanceof FormData) {
    const encoded = new Response(body);
    return {
      bytes: Buffer.from(await encoded.arrayBuffer()),
      type: encoded.headers.get('content-type') ?? 'multipart/form-data',
    };
  }
  return { bytes: Buffer.from(JSON.stringify(body)), type: 'application/json' };
}

/** POSTs `body` to `url` over a new connection from `from`, and reads the whole answer. */
export async function postFrom({ from, url, body, headers = {} }: LoopbackPost): Promise<LoopbackAnswer> {
  const { bytes, type } = await encode(body);
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        localAddress: from,
        // A connection of its own each time: a pooled one could have been made from another address.
        agent: false,
        headers: { 'content-type': type, 'content-length': String(bytes.length), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(bytes);
  });
}
