import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from './schema';
import { describeEachEngine } from '@test-support/engines';
import { connect } from './connection';
import { databaseAnswers } from './health';

describeEachEngine('databaseAnswers', (current, engine) => {
  it('is true while the database answers a trivial query', async () => {
    expect(await databaseAnswers(() => current().db)).toBe(true);
  });

  it('is false when the database cannot be opened, is gone, or does not answer in time', async () => {
    expect(
      await databaseAnswers(() => {
        throw new Error('SQLITE_CANTOPEN');
      }),
    ).toBe(false);
    // A file where the database's folder should be: SQLite cannot open it.
    const open = () =>
      connect(
        engine === 'sqlite'
          ? { engine, file: path.join(fileURLToPath(import.meta.url), 'site.db') }
          : { engine, url: 'postgres://nobody:secret@127.0.0.1:9/none' },
      );
    let gone: ReturnType<typeof connect> | undefined;
    expect(await databaseAnswers(() => (gone = open()).db)).toBe(false);
    await gone?.close();
    const never = new Promise<never>(() => undefined);
    // A database that takes the query and never answers.
    const real = current().db.getExecutor();
    const executor = {
      transformQuery: real.transformQuery.bind(real),
      compileQuery: real.compileQuery.bind(real),
      executeQuery: () => never,
    };
    const hung = { getExecutor: () => executor } as unknown as Kysely<Database>;
    expect(await databaseAnswers(() => hung, 50)).toBe(false);
  }, 10_000);
});
