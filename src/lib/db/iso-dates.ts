/**
 * On PostgreSQL the site's times are `timestamptz` (one type the database's clock and every
 * instance share), which the driver reads as Date objects; the site's code reads every time as
 * the same ISO 8601 text SQLite keeps (`2026-12-01T06:00:00.000Z`). This Kysely plugin turns each
 * Date in a result row into that text. better-auth reads its own tables through a Kysely instance
 * without it (it expects Dates from PostgreSQL).
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

function isoRow(row: UnknownRow): UnknownRow {
  let copy: UnknownRow | undefined;
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) {
      copy ??= { ...row };
      copy[key] = value.toISOString();
    }
  }
  return copy ?? row;
}

export class IsoDatesPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return { ...result, rows: result.rows.map(isoRow) };
  }
}
