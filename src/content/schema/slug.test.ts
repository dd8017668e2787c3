import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import keystaticConfig from '../../../keystatic.config';
import { parsePost } from '@/lib/blog/posts';
import { ContentError, loadCollection } from '../load';
import { collections, translations, type AnyCollectionModel } from './model';
import { slugProblem, slugRuleOf } from './slug';

interface AdminSlugField {
  validate(
    value: { name: string; slug: string },
    options: { slugField: { slugs: Set<string>; glob: '*' } },
  ): unknown;
}

/** Whether the admin's "File name" field of collection `key` lets an entry be saved under `slug`. */
function adminSaves(key: string, slug: string): boolean {
  const collection = (
    keystaticConfig.collections as Record<string, { slugField: string; schema: Record<string, unknown> }>
  )[key];
  if (!collection) throw new Error(`the admin has no collection ${key}`);
  const field = collection.schema[collection.slugField] as AdminSlugField;
  try {
    field.validate(
      { name: 'Local SEO for Lahore businesses', slug },
      { slugField: { slugs: new Set(), glob: '*' } },
    );
    return true;
  } catch {
    return false;
  }
}

describe('the slug rule', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes lower-case words joined by single dashes, and capitals only where the collection keeps them', () => {
    expect(slugProblem('local-seo-for-lahore', 'lowerCase')).toBeUndefined();
    expect(slugProblem('Ui-Ux', 'mixedCase')).toBeUndefined();
    for (const slug of [
      'Local-Seo',
      'two--dashes',
      '-leading',
      'trailing-',
      'under_score',
      'space d',
      'urdū',
      '',
    ]) {
      expect(slugProblem(slug, 'lowerCase'), slug).toMatch(
        /must be lower-case letters, digits and single dashes only/,
      );
    }
    expect(slugProblem('two--dashes', 'mixedCase')).toMatch(/must be letters, digits and single dashes only/);
  });

  it('keeps the services’ mixed-case addresses and holds every other collection to lower case', () => {
    const rules = Object.fromEntries(
      Object.entries(collections).map(([key, model]) => [key, slugRuleOf(model as AnyCollectionModel)]),
    );
    expect(rules).toEqual({
      services: 'mixedCase',
      portfolio: 'lowerCase',
      projects: 'lowerCase',
      team: 'lowerCase',
      testimonials: 'lowerCase',
      clients: 'lowerCase',
      blog: 'lowerCase',
    });
    expect(slugRuleOf(translations.ur.collections.services)).toBe('mixedCase');
  });

  it('is the rule the admin checks before it saves, for every collection', () => {
    const models: [string, AnyCollectionModel][] = [
      ...Object.entries(collections),
      ...Object.entries(translations.ur.collections).map(
        ([key, model]) =>
          [`ur${key[0]!.toUpperCase()}${key.slice(1)}`, model] as [string, AnyCollectionModel],
      ),
    ];
    const candidates = ['local-seo-2026', 'Ui-Ux', 'Local-Seo', 'two--dashes', 'trailing-', 'under_score'];
    for (const [key, model] of models) {
      for (const slug of candidates) {
        const siteTakesIt = slugProblem(slug, slugRuleOf(model)) === undefined;
        expect(adminSaves(key, slug), `${key}: ${slug}`).toBe(siteTakesIt);
      }
    }
    expect(adminSaves('blog', 'Local-Seo')).toBe(false);
    expect(adminSaves('services', 'Ui-Ux')).toBe(true);
  });

  it('stops the loader when a file’s name breaks its collection’s rule', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    mkdirSync(path.join(dir, 'content', 'team'), { recursive: true });
    writeFileSync(
      path.join(dir, 'content', 'team', 'Usman-Raza.yaml'),
      'name: Usman Raza\nrole: Director\norder: 1\nimage: /images/team/x/image.svg\nimageAlt: Portrait of Usman\n',
    );
    vi.spyOn(process, 'cwd').mockReturnValue(dir);
    expect(() => loadCollection(collections.team)).toThrow(ContentError);
    expect(() => loadCollection(collections.team)).toThrow(
      /content\/team\/Usman-Raza\.yaml: the file name “Usman-Raza” must be lower-case letters, digits and single dashes only/,
    );
  });

  it('stops the posts’ loader too, with the same words', () => {
    const post = '---\ntitle: Local SEO for Lahore businesses\n---\nText.\n';
    expect(() => parsePost('Local-Seo.md', post)).toThrow(
      /Local-Seo\.md: the file name “Local-Seo” must be lower-case letters, digits and single dashes only/,
    );
  });
});
