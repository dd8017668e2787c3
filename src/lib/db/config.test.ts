import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseConfig, describeDatabase, platformStoreProblem } from './config';

describe('the database configuration', () => {
  it('on a platform host, asks for DATABASE_URL (the build stops with this), naming the host', () => {
    for (const host of ['VERCEL', 'AWS_LAMBDA_FUNCTION_NAME', 'NETLIFY']) {
      const problem = platformStoreProblem({ [host]: '1' });
      expect(problem).toMatch(/^DATABASE_URL is not set, and this is a platform host/);
      expect(problem).toContain(`${host} is set`);
    }
    expect(
      platformStoreProblem({ VERCEL: '1', DATABASE_URL: 'postgres://u:p@db:5432/site' }),
    ).toBeUndefined();
    expect(platformStoreProblem({})).toBeUndefined();
    expect(platformStoreProblem({ VERCEL: '' })).toBeUndefined();
  });

  it('describes the store for the start-up log without the password', () => {
    expect(
      describeDatabase(databaseConfig({ DATABASE_URL: 'postgres://site:s3cret@db.example:5432/leads' })),
    ).toBe('PostgreSQL (db.example:5432/leads)');
    expect(describeDatabase(databaseConfig({}))).toBe(`SQLite (${path.join('.data', 'site.db')})`);
  });
});
