import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authSecret, MIN_SECRET_LENGTH } from './secret';

const keptFile = (text: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'auth-secret-')), 'auth-secret');
  writeFileSync(file, text, { mode: 0o600 });
  return file;
};

describe('the kept key file (.data/auth-secret)', () => {
  it('stops start-up, naming the file, when it is empty', () => {
    const file = keptFile('\n');
    expect(() => authSecret({}, file)).toThrow(file);
    expect(() => authSecret({}, file)).toThrow(/0 bytes; it must hold at least 32/);
  });

  it(`stops start-up when it holds fewer than ${MIN_SECRET_LENGTH} bytes`, () => {
    expect(() => authSecret({}, keptFile('x'.repeat(MIN_SECRET_LENGTH - 1)))).toThrow(/at least 32/);
  });

  it(`is used when it holds ${MIN_SECRET_LENGTH} bytes or more`, () => {
    const key = 'k'.repeat(MIN_SECRET_LENGTH);
    expect(authSecret({}, keptFile(`${key}\n`))).toBe(key);
  });
});
