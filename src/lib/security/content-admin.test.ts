import { describe, expect, it } from 'vitest';
import { adminMode } from './content-admin';

const github = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.abc',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret',
  KEYSTATIC_SECRET: 'long-random-string',
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'ravi-digital-admin',
  NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'ravidigital/site',
};

describe('adminMode', () => {
  it('serves local mode under next dev only', () => {
    expect(adminMode({ NODE_ENV: 'development' })).toBe('local');
    expect(adminMode({ NODE_ENV: 'production' })).toBe('off');
    expect(adminMode({})).toBe('off');
  });

  it('serves GitHub mode in production when every GitHub variable is set', () => {
    expect(adminMode({ NODE_ENV: 'production', ...github })).toBe('github');
    expect(adminMode({ NODE_ENV: 'production', ...github, KEYSTATIC_SECRET: ' ' })).toBe('off');
    expect(
      adminMode({ NODE_ENV: 'production', ...github, NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: undefined }),
    ).toBe('off');
  });
});
