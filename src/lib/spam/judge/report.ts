/**
 * Telling Akismet what the team decided about a lead it could have judged: "spam" on a delivered
 * lead (`submit-spam`), "not spam" on a held one (`submit-ham`). Only for a lead whose visitor was
 * kept, i.e. one that arrived while Akismet was set (./record.ts). Never in the way of the team's
 * change: it runs after the answer, and a failure is only logged. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database } from '@/lib/db/schema';
import { reportToAkismet } from './akismet';
import { readSpamCheck } from './record';

export async function reportVerdict(
  db: Kysely<Database>,
  leadId: string,
  verdict: 'spam' | 'ham',
  server: Pick<ServerEnv, 'akismet'>,
): Promise<boolean> {
  if (!server.akismet) return false;
  const lead = await db
    .selectFrom('leads')
    .select(['email', 'name', 'subject', 'message', 'spam_check'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  const visitor = lead && readSpamCheck(lead.spam_check)?.visitor;
  if (!lead || !visitor) return false;
  return reportToAkismet(server.akismet, verdict, {
    ...visitor,
    email: lead.email,
    name: lead.name ?? undefined,
    content: [lead.subject, lead.message].filter(Boolean).join('\n'),
  });
}
