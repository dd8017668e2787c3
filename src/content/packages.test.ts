/**
 * Packages in the services' files: checked by the same schema the build loads them with, so an
 * editor's mistake stops the build naming the file, the package and the field.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { validate } from './load';
import { object } from './schema/fields';
import { collections } from './schema/model';
import { services, servicesOf } from './services';

const FILE = 'content/services/search-engine-optimization.yaml';
const schema = object(collections.services.fields).zod;

/** The SEO service's file as the admin would save it, with `change` made to its packages. */
function seoWith(change: (packages: Record<string, unknown>[]) => void): unknown {
  const data = parseYaml(readFileSync(path.resolve(__dirname, '../..', FILE), 'utf8')) as {
    packages: Record<string, unknown>[];
  };
  change(data.packages);
  return data;
}

describe('a service’s packages', () => {
  it('are read from the file as they are written', () => {
    expect(() =>
      validate(
        FILE,
        schema,
        seoWith(() => undefined),
      ),
    ).not.toThrow();
  });

  it('refuse a package without a price, naming the file, the package and the field', () => {
    const data = seoWith((packages) => delete packages[1]!.price);
    expect(() => validate(FILE, schema, data)).toThrow(
      'content/services/search-engine-optimization.yaml: packages.1.price: is required',
    );
  });

  it('refuse a price in rupees with paisa, or below the smallest package', () => {
    expect(() =>
      validate(
        FILE,
        schema,
        seoWith((packages) => (packages[0]!.price = 45000.5)),
      ),
    ).toThrow(/packages\.0\.price: must be a whole number/);
    expect(() =>
      validate(
        FILE,
        schema,
        seoWith((packages) => (packages[0]!.price = 450)),
      ),
    ).toThrow(/packages\.0\.price: must be at least 1000/);
  });

  it('refuse two recommended packages, naming both', () => {
    const data = seoWith((packages) => (packages[0]!.recommended = true));
    expect(() => validate(FILE, schema, data)).toThrow(
      /packages: at most one package can be recommended, not Starter and Growth/,
    );
  });

  it('refuse a period other than one-off or monthly', () => {
    expect(() =>
      validate(
        FILE,
        schema,
        seoWith((packages) => (packages[0]!.period = 'yearly')),
      ),
    ).toThrow(/packages\.0\.period/);
  });

  it('may be left out: a service without them has none', () => {
    const data = seoWith(() => undefined) as Record<string, unknown>;
    delete data.packages;
    expect(validate(FILE, schema, data).packages).toEqual([]);
  });

  it('exist for social media, SEO, websites and design, each with one recommended, in both languages', () => {
    for (const locale of ['en', 'ur'] as const) {
      for (const slug of [
        'social-media-marketing',
        'search-engine-optimization',
        'web-development',
        'graphic-designing',
      ]) {
        const service = servicesOf(locale).find((candidate) => candidate.slug === slug);
        expect(service?.packages.length, `${locale} ${slug}`).toBeGreaterThanOrEqual(2);
        expect(
          service?.packages.filter((item) => item.recommended),
          `${locale} ${slug}`,
        ).toHaveLength(1);
      }
    }
    expect(services.some((service) => service.packages.length === 0)).toBe(true);
  });
});
