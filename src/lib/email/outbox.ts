/**
 * The outbox: one JSON line per message in `.data/outbox.jsonl` (or `OUTBOX_PATH`).
 * Each line is written with one `write` on a file opened for appending, then flushed to disk with
 * `fsync` before the sender hears "OK"; writes in this process are queued, so parallel requests
 * never interleave. It holds the embedded mode's messages, messages sent without JavaScript while
 * the server cannot forward them, and those whose forwarding failed. Server only.
 */
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxRecord {
  receivedAt: string;
  template: 'contact' | 'subscribe';
  fields: Record<string, string>;
  /**
   * `false` (with `reason`) for a message sent without JavaScript that the server failed to
   * forward to EmailJS. Absent for messages kept here by design (embedded mode, or EmailJS mode
   * without the private key). Forwarded messages are not kept: they are in the agency's inbox,
   * and a copy on the server would only be more personal data to look after.
   */
  delivered?: boolean;
  reason?: string;
}

export const DEFAULT_OUTBOX = path.join('.data', 'outbox.jsonl');

/** The outbox file: `OUTBOX_PATH`, or `.data/outbox.jsonl` in the directory the server runs in. */
export function outboxPath(env: Record<string, string | undefined> = process.env): string {
  const configured = env.OUTBOX_PATH?.trim();
  // Read at run time, never traced into the build output.
  if (configured) return path.resolve(/* turbopackIgnore: true */ configured);
  return path.join(/* turbopackIgnore: true */ process.cwd(), DEFAULT_OUTBOX);
}

let queue: Promise<unknown> = Promise.resolve();

/** Appends `record` as one line; resolves once it is on disk. */
export function appendToOutbox(record: OutboxRecord, file: string = outboxPath()): Promise<void> {
  const line = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
  const write = queue.then(() => appendLine(file, line));
  // A failed write must not block the ones queued after it.
  queue = write.catch(() => undefined);
  return write;
}

async function appendLine(file: string, line: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'a+');
  try {
    // If a crash ever cut the last line short, start on a fresh line so this record stays whole.
    const { size } = await handle.stat();
    let data = line;
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) data = Buffer.concat([Buffer.from('\n'), line]);
    }
    const { bytesWritten } = await handle.write(data);
    if (bytesWritten !== data.length) {
      throw new Error(`outbox: wrote ${bytesWritten} of ${data.length} bytes to ${file}`);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}
