import { randomUUID } from 'node:crypto';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type Sqlite from 'libsql';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { describeEachEngine, freshDatabase } from '@test-support/engines';
import { createDatabase } from '@test-support/postgres';
import { connect, type Connection } from '@/lib/db/connection';
import { IsoDatesPlugin } from '@/lib/db/iso-dates';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database, Lead, LeadStatus, NewLead } from '@/lib/db/schema';
import { leadLine, leadsCsv, leadsCsvStream, type LeadLine } from '@/lib/leads/csv';
import { saveLead } from '@/lib/leads/store';
import { addNote, changeStatus, deleteLead } from './changes';
import { PAGE_SIZE, countOf, leadsHref, parseFilter, parsePosition, type LeadFilter } from './filters';
import { EXPORT_BATCH, exportBatches } from './export';
import { leadDetail } from './lead-record';
import { listLeads, statusCounts } from './queries';
import { leadsSince, sourceChoices } from './sources';

const BY = { userId: 'u1', name: 'Amna Tariq' };

/** A second Kysely over the test's own connection that writes down every query it runs. */
function recording(connection: Connection) {
  const queries: CompiledQuery[] = [];
  const dialect =
    connection.engine === 'sqlite'
      ? new SqliteDialect({ database: connection.client as Sqlite.Database })
      : new PostgresDialect({ pool: connection.client as pg.Pool });
  // Never destroyed: the test's connection closes the handle it shares.
  const db = new Kysely<Database>({
    dialect,
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
    // Times read as the site reads them (PostgreSQL's timestamptz as ISO text), as connect() does.
    plugins: [new IsoDatesPlugin()],
  });
  return { db, queries };
}

/** `count` bare leads, `perTime` of them at each time, every status in turn, oldest first. */
async function manyLeads(db: Kysely<Database>, count: number, perTime: number): Promise<NewLead[]> {
  const statuses: LeadStatus[] = ['new', 'contacted', 'won', 'lost', 'spam'];
  const rows = Array.from({ length: count }, (_, index): NewLead => {
    const at = new Date(Date.UTC(2026, 2, 1) + Math.floor(index / perTime) * 60_000).toISOString();
    return {
      id: randomUUID(),
      received_at: at,
      form: 'contact',
      path: 'embedded',
      name: `Visitor ${index}`,
      email: `visitor${index}@example.pk`,
      subject: index % 2 === 0 ? 'Needle in the subject' : 'Hay',
      message: `Message ${index}`,
      fields: JSON.stringify({ email: `visitor${index}@example.pk`, message: `Message ${index}` }),
      status: statuses[index % statuses.length]!,
    };
  });
  await db.insertInto('leads').values(rows).execute();
  return rows;
}

/** The list's order: newest first, then by id, as text. */
const newestFirst = (a: NewLead, b: NewLead) =>
  a.received_at === b.received_at ? (a.id < b.id ? 1 : -1) : a.received_at < b.received_at ? 1 : -1;

/** Follows the pager's links from the newest page to the oldest, then back, as a browser would. */
async function walk(connection: Connection, filter: LeadFilter) {
  const { db, engine } = connection;
  const open = (href: string) => {
    const params = Object.fromEntries(new URL(href, 'http://inbox.test').searchParams);
    return listLeads(db, engine, parseFilter(params), parsePosition(params));
  };
  const forward: string[][] = [];
  let href: string | undefined = leadsHref(filter);
  let last;
  while (href) {
    last = await open(href);
    forward.push(last.leads.map((lead) => lead.id));
    href = last.older && leadsHref(filter, { after: last.older });
  }
  const back: string[][] = [];
  href = last?.newer && leadsHref(filter, { before: last.newer });
  while (href) {
    const page = await open(href);
    back.unshift(page.leads.map((lead) => lead.id));
    href = page.newer && leadsHref(filter, { before: page.newer });
  }
  return { forward, back };
}

/** The export as it was before it streamed: every lead in one query, then every e-mail's outcome. */
async function wholeExport(db: Kysely<Database>, status?: LeadStatus): Promise<string> {
  let query = db.selectFrom('leads').selectAll().orderBy('received_at', 'desc').orderBy('id', 'desc');
  if (status) query = query.where('status', '=', status);
  const leads: Lead[] = await query.execute();
  const emails = await db
    .selectFrom('deliveries')
    .select(['lead_id', 'status'])
    .where('channel', '=', 'email')
    .execute();
  const byLead = new Map(emails.map((email) => [email.lead_id, email]));
  return leadsCsv(leads.map((lead) => leadLine(lead, byLead.get(lead.id))));
}

/** The stream's text, its byte order mark kept (Response.text() would drop it). */
async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const reader = stream.getReader();
  let result = '';
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    result += decoder.decode(next.value, { stream: true });
  }
  return result + decoder.decode();
}

async function collect(batches: AsyncIterable<LeadLine[]>): Promise<LeadLine[][]> {
  const all: LeadLine[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

describeEachEngine('the inbox’s queries', (current, engine) => {
  async function seed() {
    const { db } = current();
    const save = (fields: Record<string, string>, at: string, form: 'contact' | 'subscribe' = 'contact') =>
      saveLead(db, { form, path: 'embedded', fields }, [], new Date(at));
    const a = await save(
      {
        name: 'Ali Raza',
        email: 'ali@example.pk',
        subject: 'New site',
        message: 'Budget 50% now',
        utm_source: 'google',
      },
      '2026-03-01T10:00:00Z',
    );
    const b = await save(
      {
        name: 'Sana',
        email: 'sana@example.pk',
        subject: 'SEO',
        message: 'under_score',
        language: 'ur',
        referrer_host: 'facebook.com',
      },
      '2026-03-02T10:00:00Z',
    );
    const c = await save({ email: 'news@example.pk' }, '2026-03-03T10:00:00Z', 'subscribe');
    const d = await save(
      { name: 'Spammer', email: 'spam@example.com', message: 'buy now' },
      '2026-03-04T10:00:00Z',
    );
    await changeStatus(db, d.id, 'spam', BY);
    return { a: a.id, b: b.id, c: c.id, d: d.id };
  }

  it('lists leads newest first with spam hidden unless asked for, and counts each status', async () => {
    const { db } = current();
    const ids = await seed();
    const page = await listLeads(db, engine, parseFilter({}));
    expect(page.leads.map((lead) => lead.id)).toEqual([ids.c, ids.b, ids.a]);
    expect(page.leads[1]).toMatchObject({ source: 'facebook.com', language: 'ur' });
    expect(
      (await listLeads(db, engine, parseFilter({ status: 'spam' }))).leads.map((lead) => lead.id),
    ).toEqual([ids.d]);
    expect(await statusCounts(db, engine, parseFilter({}))).toEqual({
      new: 3,
      contacted: 0,
      won: 0,
      lost: 0,
      spam: 1,
    });
    expect(await sourceChoices(db)).toEqual(expect.arrayContaining(['google', 'facebook.com', '(direct)']));
  });

  it('filters by form, language, source and dates (Pakistan time)', async () => {
    const { db } = current();
    const ids = await seed();
    const ids_ = async (params: Record<string, string>) =>
      (await listLeads(db, engine, parseFilter(params))).leads.map((lead) => lead.id);
    expect(await ids_({ form: 'subscribe' })).toEqual([ids.c]);
    expect(await ids_({ language: 'ur' })).toEqual([ids.b]);
    expect(await ids_({ language: 'en' })).toEqual([ids.c, ids.a]);
    expect(await ids_({ source: 'google' })).toEqual([ids.a]);
    expect(await ids_({ source: '(direct)' })).toEqual([ids.c]);
    expect(await ids_({ from: '2026-03-02', to: '2026-03-02' })).toEqual([ids.b]);
  });

  it('searches name, e-mail, subject and message in any case, % and _ taken literally', async () => {
    const { db } = current();
    const ids = await seed();
    const ids_ = async (q: string) =>
      (await listLeads(db, engine, parseFilter({ q }))).leads.map((lead) => lead.id);
    expect(await ids_('ALI')).toEqual([ids.a]);
    expect(await ids_('sana@')).toEqual([ids.b]);
    expect(await ids_('50%')).toEqual([ids.a]);
    expect(await ids_('%')).toEqual([ids.a]);
    expect(await ids_('_')).toEqual([ids.b]);
    expect(await ids_("'; drop table leads; --")).toEqual([]);
  });

  it('keeps the status history and notes, and erases a lead with everything about it', async () => {
    const { db } = current();
    const ids = await seed();
    expect(await changeStatus(db, ids.a, 'contacted', BY)).toBe(true);
    expect(await changeStatus(db, ids.a, 'won', BY)).toBe(true);
    expect(await addNote(db, ids.a, '  Called, sending a quote  ', BY)).toBe(true);
    expect(await addNote(db, ids.a, '   ', BY)).toBe(false);
    const detail = await leadDetail(db, ids.a);
    expect(detail?.lead.status).toBe('won');
    expect(detail?.history.map((change) => [change.from_status, change.to_status, change.by_name])).toEqual([
      ['new', 'contacted', 'Amna Tariq'],
      ['contacted', 'won', 'Amna Tariq'],
    ]);
    expect(detail?.notes.map((note) => note.text)).toEqual(['Called, sending a quote']);
    expect(detail?.fields.utm_source).toBe('google');
    const since = await leadsSince(db, '2026-01-01T00:00:00Z');
    expect(since.filter((lead) => lead.status === 'won')).toHaveLength(1);
    expect(since.some((lead) => lead.status === 'spam')).toBe(false);

    expect(await deleteLead(db, ids.a)).toBe(true);
    expect(await leadDetail(db, ids.a)).toBeUndefined();
    for (const table of ['lead_notes', 'lead_status_changes'] as const) {
      expect(await db.selectFrom(table).selectAll().where('lead_id', '=', ids.a).execute()).toEqual([]);
    }
    expect(await deleteLead(db, ids.a)).toBe(false);
  });

  it('exports every lead the filter matches, across pages, spam only when the filter chooses it', async () => {
    const { db } = current();
    await seed();
    const exported = async (params: Record<string, string>) =>
      (await collect(exportBatches(db, engine, parseFilter(params)))).flat();
    expect(await exported({ status: 'all' })).toHaveLength(4);
    expect(await exported({ form: 'contact' })).toHaveLength(2);
    expect((await exported({ status: 'spam' })).map((line) => line.fields?.email)).toEqual([
      'spam@example.com',
    ]);
    expect((await exported({})).map((line) => line.status)).not.toContain('spam');
    expect(await exported({ q: 'sana@' })).toHaveLength(1);
  });

  it('pages by cursor with no lead skipped or repeated, many leads sharing one time', async () => {
    const connection = current();
    const rows = await manyLeads(connection.db, PAGE_SIZE * 2 + 7, 4);
    for (const filter of [
      parseFilter({ status: 'all' }),
      parseFilter({}),
      parseFilter({ q: 'needle', status: 'all' }),
    ]) {
      const expected = rows
        .filter((row) => filter.status === 'all' || row.status !== 'spam')
        .filter((row) => !filter.q || row.subject === 'Needle in the subject')
        .sort(newestFirst)
        .map((row) => row.id);
      const { forward, back } = await walk(connection, filter);
      expect(forward.flat()).toEqual(expected);
      expect(forward.slice(0, -1).every((page) => page.length === PAGE_SIZE)).toBe(true);
      // Back from the oldest page, the same pages (the newest one reached through a cursor too).
      expect(back).toEqual(forward.slice(0, -1));
    }
  });

  it('shows the newest page for a cursor with less than a page newer, and finds its way back from an empty one', async () => {
    const connection = current();
    const { db, engine } = connection;
    await manyLeads(db, PAGE_SIZE + 10, 1);
    const filter = parseFilter({ status: 'all' });
    const first = await listLeads(db, engine, filter);
    const newerThanFew = await listLeads(db, engine, filter, { before: first.leads[4]! });
    expect(newerThanFew.leads.map((lead) => lead.id)).toEqual(first.leads.map((lead) => lead.id));
    expect(newerThanFew.newer).toBeUndefined();
    const past = { receivedAt: '2000-01-01T00:00:00.000Z', id: 'x' };
    const empty = await listLeads(db, engine, filter, { after: past });
    expect(empty).toEqual({ leads: [], newer: past, older: undefined });
  });

  it('reads a page in one query with no count, and every status count in one more', async () => {
    const connection = current();
    const rows = await manyLeads(connection.db, PAGE_SIZE + 3, 2);
    const { db, queries } = recording(connection);
    for (const params of [{}, { q: 'needle' }, { status: 'won', form: 'contact' }]) {
      const filter = parseFilter(params);
      queries.length = 0;
      const page = await listLeads(db, engine, filter);
      expect(queries).toHaveLength(1);
      expect(queries[0]!.sql).not.toMatch(/count\(/i);
      expect(queries[0]!.sql).not.toMatch(/offset/i);
      await listLeads(db, engine, filter, {
        after: page.older ?? { receivedAt: '9999-12-31T00:00:00.000Z', id: 'z' },
      });
      expect(queries).toHaveLength(2);
      queries.length = 0;
      const counts = await statusCounts(db, engine, filter);
      expect(queries).toHaveLength(1);
      const matching = rows.filter((row) => !filter.q || row.subject === 'Needle in the subject');
      for (const status of ['new', 'contacted', 'won', 'lost', 'spam'] as const) {
        expect(counts[status]).toBe(matching.filter((row) => row.status === status).length);
      }
      expect(countOf('all', counts)).toBe(matching.length);
      expect(countOf('open', counts)).toBe(matching.filter((row) => row.status !== 'spam').length);
    }
  });

  it('streams the same CSV as the whole export, a batch at a time', async () => {
    const connection = current();
    const { db } = connection;
    await seed();
    const at = new Date('2026-03-01T10:00:00Z');
    const save = (email: string, name: string) =>
      saveLead(
        db,
        { form: 'contact', path: 'embedded', fields: { email, name } },
        [{ channel: 'email', dueAt: at }],
        at,
      );
    const went = await save('x@example.pk', '=cmd()');
    const failed = await save('y@example.pk', 'Yasir');
    await db.updateTable('deliveries').set({ status: 'delivered' }).where('lead_id', '=', went.id).execute();
    await db.updateTable('deliveries').set({ status: 'failed' }).where('lead_id', '=', failed.id).execute();
    await manyLeads(db, 9, 3);
    const whole = await wholeExport(db);
    expect(whole).toContain(",true,'=cmd(),x@example.pk,");
    expect(whole).toContain(',false,Yasir,y@example.pk,');
    const recorder = recording(connection);
    const streamed = await text(
      leadsCsvStream(exportBatches(recorder.db, engine, parseFilter({ status: 'all' }), 3)),
    );
    expect(streamed).toBe(`\uFEFF${whole}`);
    // 15 leads, 3 a batch: five full batches, then one query that finds none left.
    const leadQueries = recorder.queries.filter((query) => /from "leads"/.test(query.sql));
    expect(leadQueries).toHaveLength(6);
    expect(leadQueries.every((query) => query.parameters.includes(3))).toBe(true);
    expect(await text(leadsCsvStream(exportBatches(db, engine, parseFilter({ status: 'spam' }), 2)))).toBe(
      `\uFEFF${await wholeExport(db, 'spam')}`,
    );
  });

  it('reads the export’s batches only as the download asks for them, and stops when it is cancelled', async () => {
    const connection = current();
    await manyLeads(connection.db, 10, 1);
    const { db, queries } = recording(connection);
    const reader = leadsCsvStream(exportBatches(db, engine, parseFilter({ status: 'all' }), 2)).getReader();
    await reader.read(); // the header
    await reader.read(); // the first batch
    const readSoFar = queries.length;
    expect(readSoFar).toBeLessThanOrEqual(4); // at most one batch ahead: two queries a batch
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queries.length).toBe(readSoFar);
    queries.length = 0;
    await collect(exportBatches(db, engine, parseFilter({ status: 'all' })));
    expect(queries[0]!.parameters).toContain(EXPORT_BATCH);
  });
});

describe('the search index on PostgreSQL', () => {
  async function explainSearch(connection: Connection): Promise<string> {
    const { db, queries } = recording(connection);
    await listLeads(db, 'postgres', parseFilter({ q: 'needle', status: 'all' }));
    const [query] = queries;
    return db.transaction().execute(async (trx) => {
      // The planner takes the index when the table is large; a test's table is small.
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_indexscan = off`.execute(trx);
      const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query!.sql}`, [...query!.parameters]),
      );
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('serves the ILIKE search from the trigram index', async () => {
    const database = await freshDatabase('postgres');
    try {
      await manyLeads(database.connection.db, 20, 1);
      expect(await explainSearch(database.connection)).toMatch(/Bitmap Index Scan on leads_search/);
    } finally {
      await database.dispose();
    }
  });

  it('migrates without it where pg_trgm cannot be made, and searches all the same', async () => {
    const role = `inbox_${randomUUID().slice(0, 8)}`;
    const url = await createDatabase(inject('postgresUrl'));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // A role that may make tables in the schema but not extensions in the database.
      await admin.query(`create role ${role} login`);
      await admin.query(`grant all on schema public to ${role}`);
    } finally {
      await admin.end();
    }
    const asRole = new URL(url);
    asRole.username = role;
    const connection = connect({ engine: 'postgres', url: asRole.toString() });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await migrateToLatest(connection.db);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no trigram index/));
      const indexes = await sql<{
        indexname: string;
      }>`select indexname from pg_indexes where tablename = 'leads'`.execute(connection.db);
      expect(indexes.rows.map((row) => row.indexname)).not.toContain('leads_search');
      expect(indexes.rows.map((row) => row.indexname)).toContain('leads_status_received_at_id');
      await manyLeads(connection.db, 6, 1);
      const page = await listLeads(connection.db, 'postgres', parseFilter({ q: 'NEEDLE', status: 'all' }));
      expect(page.leads).toHaveLength(3);
    } finally {
      await connection.close();
    }
  });
});
