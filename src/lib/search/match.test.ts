import { describe, expect, it } from 'vitest';
import { portfolio } from '@/content/portfolio';
import { buildSearchIndex } from '.';
import { foldText, groupByKind, matchEntries, queryWords, searchGroups } from './match';
import { searchKinds, type SearchEntry } from './types';

const index = buildSearchIndex();
const urls = (entries: readonly SearchEntry[]) => entries.map((entry) => entry.url);

const sample: SearchEntry[] = [
  {
    title: 'Café Menu Design',
    summary: 'Menus for a café in Gulberg',
    keywords: ['print'],
    url: '/a',
    kind: 'Project',
  },
  {
    title: 'Brand book',
    summary: 'A crème brûlée bakery identity',
    keywords: ['Logo'],
    url: '/b',
    kind: 'Project',
  },
  { title: 'Logo design', summary: 'Marks and wordmarks', keywords: [], url: '/c', kind: 'Service' },
  { title: 'Ayesha Khan', summary: 'Designer', keywords: [], url: '/d', kind: 'Team' },
];

describe('matchEntries', () => {
  it("finds the SEO service first for 'seo'", () => {
    const services = matchEntries('seo', index).filter((entry) => entry.kind === 'Service');
    expect(services[0]?.url).toBe('/services/search-engine-optimization');
    // Results are shown grouped, services first.
    const [group] = searchGroups('seo', index);
    expect(group?.kind).toBe('Service');
    expect(group?.entries[0]?.url).toBe('/services/search-engine-optimization');
  });

  it("finds every mobile-app portfolio item for 'mobile'", () => {
    const found = urls(matchEntries('mobile', index));
    const mobileApps = portfolio.filter((item) => item.category === 'mobile-app');
    expect(mobileApps.length).toBeGreaterThan(0);
    for (const item of mobileApps) expect(found).toContain(`/portfolio/${item.slug}`);
  });

  it('finds posts by title words and tags', () => {
    expect(urls(matchEntries('content calendar', index))).toContain(
      '/blog/social-media-content-calendar-for-pakistani-brands',
    );
    expect(urls(matchEntries('google business profile', index))).toContain(
      '/blog/local-seo-for-lahore-businesses',
    );
  });

  it('finds team members by name and role', () => {
    expect(urls(matchEntries('hamza', index))).toEqual(['/our-team#hamza-sheikh']);
    expect(urls(matchEntries('video editor', index))).toContain('/our-team#talha-yousaf');
  });

  it('ignores case and accents, both ways', () => {
    expect(urls(matchEntries('CAFE', sample))).toEqual(['/a']);
    expect(urls(matchEntries('café', sample))).toEqual(['/a']);
    expect(urls(matchEntries('Crème Brulee', sample))).toEqual(['/b']);
    expect(urls(matchEntries('CREME', sample))).toEqual(['/b']);
  });

  it('needs every word, matched at the start of a word', () => {
    expect(urls(matchEntries('cafe gulberg', sample))).toEqual(['/a']);
    expect(urls(matchEntries('cafe lahore', sample))).toEqual([]);
    expect(urls(matchEntries('desi', sample))).toEqual(['/a', '/c', '/d']);
    // 'esign' is inside 'design' but starts no word.
    expect(urls(matchEntries('esign', sample))).toEqual([]);
  });

  it('ranks title hits before keyword and summary hits', () => {
    // '/c' has 'Logo' in its title, '/b' only in its keywords.
    expect(urls(matchEntries('logo', sample))).toEqual(['/c', '/b']);
    expect(urls(matchEntries('designer', sample))).toEqual(['/d']);
  });

  it('returns nothing for an empty or blank query', () => {
    expect(matchEntries('', index)).toEqual([]);
    expect(matchEntries('   \n\t ', index)).toEqual([]);
    expect(searchGroups('', index)).toEqual([]);
  });

  it('treats hostile input as plain text and never throws', () => {
    for (const input of ['<script>alert(1)</script>', '.*', '(a+)+$', '\\', '[', '${}', '?q=%00', '\u0000']) {
      expect(() => matchEntries(input, index), input).not.toThrow();
    }
    expect(matchEntries('.*', index)).toEqual([]);
    expect(matchEntries('\\', index)).toEqual([]);
    expect(matchEntries('[(', index)).toEqual([]);
    // Only the words are looked up: '<script>' is the word 'script', which no entry has.
    expect(matchEntries('<script>alert(1)</script>', index)).toEqual([]);
    expect(queryWords('(a+)+$')).toEqual(['a']);
  });

  it('caps a very long query and stays fast', () => {
    const long = 'seo '.repeat(2_500) + 'a'.repeat(10_000);
    expect(long.length).toBeGreaterThan(10_000);
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) matchEntries(long, index);
    expect(performance.now() - started).toBeLessThan(500);
    expect(urls(matchEntries('x'.repeat(10_000), index))).toEqual([]);
    expect(queryWords('w'.repeat(10_000))[0]?.length).toBeLessThanOrEqual(100);
  });
});

describe('grouping', () => {
  it('groups results by kind in a fixed order, leaving out empty groups', () => {
    const groups = searchGroups('design', index);
    const kinds = groups.map((group) => group.kind);
    expect(kinds).toEqual(searchKinds.filter((kind) => kinds.includes(kind)));
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const group of groups) expect(group.entries.length).toBeGreaterThan(0);
  });

  it('caps each group when asked', () => {
    const groups = groupByKind(index, 2);
    expect(groups.map((group) => group.kind)).toEqual([...searchKinds]);
    for (const group of groups) expect(group.entries.length).toBeLessThanOrEqual(2);
  });
});

describe('foldText', () => {
  it('lower-cases and removes accents', () => {
    expect(foldText('Ÿōù ÇAFÉ')).toBe('you cafe');
  });
});
