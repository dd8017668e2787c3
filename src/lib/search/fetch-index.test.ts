import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchEntry } from './types';

const entry: SearchEntry = {
  title: 'SEO',
  summary: 'Found',
  keywords: ['search'],
  url: '/services/seo',
  kind: 'Service',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('fetchSearchIndex', () => {
  it('keeps only well-formed entries linking inside the site', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json([
        entry,
        { ...entry, url: 'https://evil.example/' },
        { ...entry, kind: 'Other' },
        null,
        'x',
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { fetchSearchIndex } = await import('./fetch-index');
    expect(await fetchSearchIndex()).toEqual([entry]);
    // Fetched once per page load.
    await fetchSearchIndex();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed request', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(Response.json([entry]));
    vi.stubGlobal('fetch', fetchMock);
    const { fetchSearchIndex } = await import('./fetch-index');
    await expect(fetchSearchIndex()).rejects.toThrow('HTTP 503');
    expect(await fetchSearchIndex()).toEqual([entry]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
