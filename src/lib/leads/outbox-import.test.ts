import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { emailJsKeys, testServerEnv } from '@test-support/email-sends';
import { importOutbox, outboxLeadId } from './outbox-import';
import { leadFields } from './store';

const keys = emailJsKeys;
const server = testServerEnv({ emailjs: keys, emailjsPrivateKey: 'private' });
const NOW = new Date('2026-03-01T10:00:00.000Z');
const contact = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  subject: 'Clinic',
  message: 'Hello\n=1+1',
};

const lines = [
  { receivedAt: '2025-12-01T09:00:00.000Z', template: 'contact', fields: contact },
  { receivedAt: '2025-12-02T09:00:00.000Z', template: 'subscribe', fields: { email: 'news@example.pk' } },
  {
    receivedAt: '2025-12-03T09:00:00.000Z',
    template: 'contact',
    fields: { ...contact, language: 'ur' },
    delivered: false,
    reason: 'EmailJS answered 500',
  },
  // The same message twice is two messages: the id comes from the line's place as well.
  { receivedAt: '2025-12-01T09:00:00.000Z', template: 'contact', fields: contact },
].map((record) => JSON.stringify(record));

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

function outbox(text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-import-'));
  dirs.push(dir);
  const file = path.join(dir, 'outbox.jsonl');
  writeFileSync(file, text);
  return file;
}

describeEachEngine('importing the outbox file', (current) => {
  it('stores every message once, keeps the undelivered one owed its e-mail, and keeps the file renamed', async () => {
    const { db } = current();
    // A crash once cut a line short: it is left in the kept file, not guessed at.
    const file = outbox(`${lines.join('\n')}\n{"receivedAt":"2025-12-04T0\n\n`);
    const result = await importOutbox(db, file, server, NOW);
    expect(result).toEqual({ imported: 4, read: 4, unreadable: [5], keptAs: `${file}.imported-2026-03-01` });
    expect(existsSync(file)).toBe(false);
    expect(readFileSync(result!.keptAs, 'utf8')).toContain(lines[0]);

    const leads = await db.selectFrom('leads').selectAll().orderBy('received_at').execute();
    expect(leads.map((lead) => [lead.received_at, lead.form, lead.path])).toEqual([
      ['2025-12-01T09:00:00.000Z', 'contact', 'embedded'],
      ['2025-12-01T09:00:00.000Z', 'contact', 'embedded'],
      ['2025-12-02T09:00:00.000Z', 'subscribe', 'embedded'],
      ['2025-12-03T09:00:00.000Z', 'contact', 'no-script'],
    ]);
    expect(leadFields(leads[0]!)).toEqual(contact);
    const deliveries = await db.selectFrom('deliveries').selectAll().execute();
    expect(deliveries).toMatchObject([
      { lead_id: leads[3]!.id, channel: 'email', status: 'pending', next_attempt_at: NOW.toISOString() },
    ]);
  });

  it('adds nothing when it runs again: on the renamed file, or on the same file after a crash', async () => {
    const { db } = current();
    const text = `${lines.join('\n')}\n`;
    const first = await importOutbox(db, outbox(text), server, NOW);
    // The same file again (an import that stopped before the rename), and two instances at once.
    const again = outbox(text);
    const [one, two] = await Promise.all([
      importOutbox(db, again, server, NOW),
      importOutbox(db, again, server, NOW),
    ]);
    expect(first?.imported).toBe(4);
    expect((one?.imported ?? 0) + (two?.imported ?? 0)).toBe(0);
    expect(await db.selectFrom('leads').select('id').execute()).toHaveLength(4);
    expect(await db.selectFrom('deliveries').select('id').execute()).toHaveLength(1);
  });

  it('does nothing without a file', async () => {
    expect(
      await importOutbox(current().db, path.join(tmpdir(), 'no-such-outbox.jsonl'), server, NOW),
    ).toBeUndefined();
  });
});

it('makes stable UUID v5 ids', () => {
  expect(outboxLeadId('0:{}')).toBe(outboxLeadId('0:{}'));
  expect(outboxLeadId('0:{}')).not.toBe(outboxLeadId('1:{}'));
  expect(outboxLeadId('0:{}')).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
});
