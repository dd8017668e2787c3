/**
 * The outbox file of earlier versions (`.data/outbox.jsonl` or OUTBOX_PATH: one JSON line per
 * message) moved into the store once, at server start after the migrations. Each line gets an id
 * made from its place and its text, so importing again (two instances starting together, a crash
 * half-way) adds nothing; a message the server had failed to forward keeps that state, with its
 * e-mail queued again. The file is then kept, renamed `outbox.jsonl.imported-<date>`. Server only.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database, LeadForm } from '@/lib/db/schema';
import { deliveriesFor } from './channels';
import { appNow } from '@/lib/time/clock';
import { queueDeliveries } from './queue';
import { saveLead } from './store';

export const DEFAULT_OUTBOX = path.join('.data', 'outbox.jsonl');

/** The outbox file: `OUTBOX_PATH`, or `.data/outbox.jsonl` in the directory the server runs in. */
export function outboxPath(env: Record<string, string | undefined> = process.env): string {
  const configured = env.OUTBOX_PATH?.trim();
  if (configured) return path.resolve(/* turbopackIgnore: true */ configured);
  return path.join(/* turbopackIgnore: true */ process.cwd(), DEFAULT_OUTBOX);
}

/** Fixed namespace of the outbox's lead ids (a UUID of its own, as UUID v5 asks). */
const OUTBOX_NAMESPACE = Buffer.from('5d8a3c1e4f2b4a6c9e7d0b1a2c3d4e5f', 'hex');

/** A UUID v5 (SHA-1, RFC 9562) of `name` in the outbox's namespace: the same line, the same id. */
export function outboxLeadId(name: string): string {
  const hash = createHash('sha1').update(OUTBOX_NAMESPACE).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface OutboxRecord {
  receivedAt?: unknown;
  template?: unknown;
  fields?: unknown;
  delivered?: unknown;
}

export interface ImportResult {
  /** Lines stored now; lines already stored by an earlier run are not counted. */
  imported: number;
  /** Lines read (the file's messages). */
  read: number;
  /** Line numbers that were not a message, left in the renamed file. */
  unreadable: number[];
  /** Where the file is kept now. */
  keptAs: string;
}

function textFields(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/** Imports `file` into the store and renames it; undefined when there is no such file. */
export async function importOutbox(
  db: Kysely<Database>,
  file: string,
  server: ServerEnv,
  /** A test's time; otherwise the e-mail is due at the database's time and the file named by the app's date. */
  given?: Date,
): Promise<ImportResult | undefined> {
  const now = given ?? appNow();
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const result: ImportResult = { imported: 0, read: 0, unreadable: [], keptAs: file };
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    let record: OutboxRecord;
    try {
      record = JSON.parse(line) as OutboxRecord;
    } catch {
      result.unreadable.push(index + 1);
      continue;
    }
    const form: LeadForm | undefined =
      record.template === 'contact' || record.template === 'subscribe' ? record.template : undefined;
    const fields = textFields(record.fields);
    if (!form || !fields?.email) {
      result.unreadable.push(index + 1);
      continue;
    }
    result.read += 1;
    const received = new Date(typeof record.receivedAt === 'string' ? record.receivedAt : Number.NaN);
    const at = Number.isNaN(received.getTime()) ? given : received;
    // A message the server failed to forward is still owed its e-mail; the others were kept by design.
    const undelivered = record.delivered === false;
    const deliveries = undelivered
      ? deliveriesFor('no-script', form, server).filter((delivery) => delivery.channel === 'email')
      : [];
    // Received when the file says; owed its e-mail from now on.
    const saved = await db.transaction().execute(async (trx) => {
      const lead = {
        id: outboxLeadId(`${index}:${line}`),
        form,
        path: undelivered ? 'no-script' : 'embedded',
        fields,
      } as const;
      const stored = await saveLead(trx, lead, [], at);
      if (stored.created) await queueDeliveries(trx, stored.id, deliveries, given);
      return stored;
    });
    if (saved.created) result.imported += 1;
  }
  const keptAs = `${file}.imported-${now.toISOString().slice(0, 10)}`;
  try {
    await rename(file, keptAs);
    result.keptAs = keptAs;
  } catch (error) {
    // Another instance starting at the same time renamed it first.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return result;
}
