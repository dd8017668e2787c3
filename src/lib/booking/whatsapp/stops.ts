/**
 * The numbers that replied STOP (or its Urdu words: src/lib/whatsapp/stop-words.ts) to a message:
 * nothing more is sent to them, from any instance, whatever they booked. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';

/** The longest reply kept, as it came: enough to show the team what was said. */
const MAX_SAID = 200;

export async function isStopped(db: Kysely<Database>, number: string): Promise<boolean> {
  const row = await db
    .selectFrom('whatsapp_stops')
    .select('number')
    .where('number', '=', number)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a STOP; a second one from the same number keeps the first. */
export async function recordStop(
  db: Kysely<Database>,
  number: string,
  said: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('whatsapp_stops')
    .values({ number, said: said.slice(0, MAX_SAID), at: at.toISOString() })
    .onConflict((conflict) => conflict.column('number').doNothing())
    .execute();
}

/** Of these numbers, those that replied STOP, with when. */
export async function stopsOf(
  db: Kysely<Database>,
  numbers: readonly string[],
): Promise<Map<string, { said: string; at: string }>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .selectFrom('whatsapp_stops')
    .selectAll()
    .where('number', 'in', [...new Set(numbers)])
    .execute();
  return new Map(rows.map((row) => [row.number, { said: row.said, at: row.at }]));
}
