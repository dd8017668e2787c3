import { describe, expect, it } from 'vitest';
import { copyOf } from '@/content/localized';
import { BOOKING_ERRORS } from './paths';
import { errorCopyKey, readBookPageQuery } from './page-query';

describe('the booking page’s address', () => {
  it('reads a refusal as the endpoint writes it', () => {
    expect(
      readBookPageQuery({
        error: 'taken',
        slot: '2026-12-01T11:00:00+05:00',
        invalid: 'name,email',
        service: 'web-development',
      }),
    ).toEqual({
      error: 'taken',
      invalid: ['name', 'email'],
      wanted: Date.parse('2026-12-01T06:00:00Z'),
      choice: 'web-development',
    });
  });

  it('prefers a package from a package’s link to a service', () => {
    const query = readBookPageQuery({ package: 'search-engine-optimization/growth', service: 'ui-ux' });
    expect(query.choice).toBe('search-engine-optimization/growth');
  });

  it('reads what is not one of ours as nothing', () => {
    expect(
      readBookPageQuery({
        error: 'gone',
        slot: 'soon',
        invalid: 'tz,<script>',
        service: '../../etc/passwd',
      }),
    ).toEqual({ invalid: [] });
    expect(readBookPageQuery({ error: ['limit', 'taken'] }).error).toBe('limit');
  });

  it('names each error’s message in the copy, in both languages', () => {
    expect(errorCopyKey('too-soon')).toBe('tooSoon');
    for (const locale of ['en', 'ur'] as const) {
      const { errors } = copyOf(locale, 'book');
      for (const error of BOOKING_ERRORS)
        expect(errors[errorCopyKey(error)], `${locale}: ${error}`).toMatch(/\S/);
      expect(Object.keys(errors).sort()).toEqual(BOOKING_ERRORS.map(errorCopyKey).sort());
    }
  });
});
