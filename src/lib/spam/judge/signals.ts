/**
 * What the store knows of one message, read in one round trip: the team's rules on its sender and
 * its text (./teaching.ts), the other addresses that sent the same text within the hour
 * (./prints.ts), and the version of the team's marks on the classifier (../learning.ts). One query
 * rather than three: on PostgreSQL each round trip is most of the cost the judgement adds to a send.
 * Server only.
 */
import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { VERSION_ROW } from '../learning';
import { normaliseEmail } from './normalise';
import { REPEAT_WINDOW_MS } from './prints';
import type { Taught } from './teaching';

/** The markers of a fingerprint's row and of the marks' version among the rules' rows. */
const SEEN = 'seen';
const LEARNED = 'learned';

export async function storeSignals(
  db: Kysely<Database>,
  email: string,
  print: string | undefined,
  now: Date,
): Promise<{ taught: Taught; repeats: number; learned: number }> {
  const sender = normaliseEmail(email);
  const rules = db
    .selectFrom('spam_rules')
    .select([sql<string>`kind`.as('kind'), 'value'])
    .where('value', 'in', print ? [sender, print] : [sender])
    .unionAll(
      db
        .selectFrom('spam_learning')
        .select([sql<string>`${LEARNED}`.as('kind'), sql<string>`cast(spam as text)`.as('value')])
        .where('token', '=', VERSION_ROW),
    );
  const rows = await (
    print
      ? rules.unionAll(
          db
            .selectFrom('message_prints')
            .select([sql<string>`${SEEN}`.as('kind'), 'email as value'])
            .where('print', '=', print)
            .where('seen_at', '>', new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString())
            .where('email', '!=', sender),
        )
      : rules
  ).execute();
  const has = (kind: string, value: string | undefined) =>
    value !== undefined && rows.some((row) => row.kind === kind && row.value === value);
  return {
    taught: {
      allowed: has('allow-sender', sender),
      heldSender: has('hold-sender', sender),
      heldText: has('hold-text', print),
    },
    repeats: new Set(rows.filter((row) => row.kind === SEEN).map((row) => row.value)).size,
    learned: Number(rows.find((row) => row.kind === LEARNED)?.value ?? 0),
  };
}
