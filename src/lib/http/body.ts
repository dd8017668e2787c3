/**
 * Reading a request's body on the server, up to a limit, and a posted form's text fields: for the
 * forms' endpoints, the booking pages, the speed beacons and the analytics proxy. Every problem
 * becomes a `ReceiveError` with the HTTP status and a clear text for the answer.
 */
import 'server-only';

/** Largest body accepted; a full contact form is well under 25 KB even in four-byte characters. */
export const MAX_BODY_BYTES = 64 * 1024;

export class ReceiveError extends Error {
  constructor(
    readonly status: 400 | 404 | 413 | 500,
    message: string,
  ) {
    super(message);
    this.name = 'ReceiveError';
  }
}

const tooLarge = () => new ReceiveError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`);

/** The body, read up to the limit: both the declared `content-length` and the bytes actually sent. */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The text fields of a multipart or URL-encoded body. Files and unreadable bodies are a 400. */
export async function readFields(request: Request, limit = MAX_BODY_BYTES): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  const multipart = /^multipart\/form-data\s*;/i.test(type);
  const urlencoded = /^application\/x-www-form-urlencoded\b/i.test(type);
  if (!multipart && !urlencoded) {
    throw new ReceiveError(400, 'Body must be multipart/form-data (as sent by the EmailJS SDK)');
  }
  const body = await readBody(request, limit);
  let data: FormData;
  try {
    data = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ReceiveError(400, 'Body is not a readable form');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of data.entries()) {
    if (typeof value !== 'string') throw new ReceiveError(400, `Field ${name} must be text, not a file`);
    // The first value wins, as with FormData.get().
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}
