// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://ravidigital.pk/search?q=clinic"}
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Plausible's real tracker, started as the site starts it: it must write no cookie and nothing to
 * storage, and post to the site's own /api/event only, with the page address cleaned.
 */
const fetchCalls: [RequestInfo | URL, RequestInit | undefined][] = [];
/** Every storage write, of localStorage and sessionStorage alike. */
const storageWrites: string[] = [];
const { setItem } = Storage.prototype;

beforeAll(async () => {
  vi.stubEnv('NEXT_PUBLIC_PLAUSIBLE_DOMAIN', 'ravidigital.pk');
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
    },
  );
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    fetchCalls.push([input, init]);
    return Promise.resolve(new Response('ok', { status: 202 }));
  });
  // The tracker sends nothing from an automated browser unless told that this one is wanted.
  Object.assign(window, { __plausible: true });
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    storageWrites.push(key);
    setItem.call(this, key, value);
  };
  await import('./tracker');
});

afterAll(() => {
  vi.unstubAllGlobals();
  Storage.prototype.setItem = setItem;
});

describe("Plausible's tracker as the site starts it", () => {
  it('sends the pageview to /api/event without the search query', () => {
    expect(fetchCalls).toHaveLength(1);
    const [url, init] = fetchCalls[0]!;
    expect(url).toBe('/api/event');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      n: 'pageview',
      u: 'https://ravidigital.pk/search',
      d: 'ravidigital.pk',
    });
  });

  it('sets no cookie and writes nothing to localStorage or sessionStorage', async () => {
    const { track } = await import('./tracker');
    track('Phone Click', { props: { placement: 'footer' } });
    expect(fetchCalls).toHaveLength(2);
    expect(document.cookie).toBe('');
    expect(storageWrites).toEqual([]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
