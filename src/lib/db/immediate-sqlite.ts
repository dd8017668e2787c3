/**
 * SQLite's Kysely dialect, but each transaction begins IMMEDIATE: it takes the file's write lock
 * at its start, waiting for it up to the busy timeout. Kysely begins DEFERRED, which takes the
 * lock only at the first write; a transaction that reads first and another process writes
 * meanwhile (a second instance, the `team` command) is then refused at once with SQLITE_BUSY,
 * without the wait (https://sqlite.org/lang_transaction.html), and a send that was made would go
 * unrecorded. Transactions here are short, so one writer at a time costs nothing. Server only.
 */
import 'server-only';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
