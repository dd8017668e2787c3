import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, normalizeQuery } from './query';

describe('normalizeQuery', () => {
  it('trims and collapses whitespace', () => {
    expect(normalizeQuery('  web   design ')).toBe('web design');
  });

  it('takes the first value of a repeated parameter', () => {
    expect(normalizeQuery(['seo', 'ads'])).toBe('seo');
  });

  it('caps the length', () => {
    expect(normalizeQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('gives an empty string for missing input', () => {
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery(null)).toBe('');
  });
});
