import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendToOutbox, outboxPath, type OutboxRecord } from './outbox';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const record = (index: number, message = `message ${index}`): OutboxRecord => ({
  receivedAt: new Date(0).toISOString(),
  template: 'contact',
  fields: { name: `Visitor ${index}`, email: `v${index}@example.pk`, subject: '', message },
});

async function lines(file: string) {
  const text = await readFile(file, 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text.slice(0, -1).split('\n');
}

describe('appendToOutbox', () => {
  it('creates the directory and writes one JSON line per message', async () => {
    const file = path.join(dir, 'nested', 'outbox.jsonl');
    await appendToOutbox(record(1), file);
    await appendToOutbox({ ...record(2), template: 'subscribe', fields: { email: 'a@b.co' } }, file);
    const written = (await lines(file)).map((line) => JSON.parse(line) as OutboxRecord);
    expect(written).toEqual([
      record(1),
      { ...record(2), template: 'subscribe', fields: { email: 'a@b.co' } },
    ]);
  });

  it('keeps parallel appends whole: every line parses and each message is there once', async () => {
    const file = path.join(dir, 'outbox.jsonl');
    // Large messages with line breaks and non-ASCII text, so interleaving would show.
    const big = (index: number) => `${index}: ${'سلام\n'.repeat(1500)}`;
    await Promise.all(
      Array.from({ length: 100 }, (_, index) => appendToOutbox(record(index, big(index)), file)),
    );
    const written = (await lines(file)).map((line) => JSON.parse(line) as OutboxRecord);
    expect(written).toHaveLength(100);
    expect(new Set(written.map((entry) => entry.fields.message)).size).toBe(100);
    for (const entry of written)
      expect(entry.fields.message).toBe(big(Number(entry.fields.message?.split(':')[0])));
  });

  it('starts a fresh line after a line a crash cut short', async () => {
    const file = path.join(dir, 'outbox.jsonl');
    await writeFile(file, '{"receivedAt":"2024');
    await appendToOutbox(record(1), file);
    const [broken, whole] = await lines(file);
    expect(broken).toBe('{"receivedAt":"2024');
    expect(JSON.parse(whole ?? '')).toEqual(record(1));
  });

  it('a failed write does not block the next one', async () => {
    const blocker = path.join(dir, 'file');
    await writeFile(blocker, '');
    await expect(appendToOutbox(record(1), path.join(blocker, 'outbox.jsonl'))).rejects.toThrow();
    const file = path.join(dir, 'ok.jsonl');
    await appendToOutbox(record(2), file);
    expect(await lines(file)).toHaveLength(1);
  });
});

describe('outboxPath', () => {
  it('is .data/outbox.jsonl in the working directory unless OUTBOX_PATH says otherwise', () => {
    expect(outboxPath({})).toBe(path.resolve('.data/outbox.jsonl'));
    expect(outboxPath({ OUTBOX_PATH: '/tmp/x.jsonl' })).toBe('/tmp/x.jsonl');
  });
});
