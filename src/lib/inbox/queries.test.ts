import { expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { saveLead } from '@/lib/leads/store';
import { addNote, changeStatus, deleteLead } from './changes';
import { parseFilter } from './filters';
import { exportLeads, leadDetail, leadsSince, listLeads, sourceChoices, statusCounts } from './queries';

const BY = { userId: 'u1', name: 'Amna Tariq' };

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

  it('exports every lead the filter matches, across pages', async () => {
    const { db } = current();
    await seed();
    expect(await exportLeads(db, engine, parseFilter({ status: 'all' }))).toHaveLength(4);
    expect(await exportLeads(db, engine, parseFilter({ form: 'contact' }))).toHaveLength(2);
  });
});
