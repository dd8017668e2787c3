import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createReader } from '@keystatic/core/reader';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import keystaticConfig from '../../keystatic.config';
import { ContentError, loadCollection, loadSingleton, parseMarkdownFile, validate } from './load';
import { object } from './schema/fields';
import { collections, singletons, type SingletonModel } from './schema/model';

const root = path.resolve(__dirname, '../..');
const reader = createReader(root, keystaticConfig);

function filesOf(dir: string, extension: string): string[] {
  return readdirSync(path.join(root, dir)).filter((name) => name.endsWith(extension));
}

function rawData(file: string): unknown {
  const source = readFileSync(path.join(root, file), 'utf8');
  return file.endsWith('.md') ? parseMarkdownFile(file, source).data : parseYaml(source);
}

describe('every content file', () => {
  for (const [key, model] of Object.entries(collections)) {
    const extension = 'markdown' in model ? '.md' : '.yaml';
    it(`of ${model.path} passes the admin's schema and the zod schema`, async () => {
      const files = filesOf(model.path, extension);
      expect(files.length).toBeGreaterThan(0);
      const adminCollection = reader.collections[key as keyof typeof reader.collections];
      if (!adminCollection) throw new Error(`the admin has no collection ${key}`);
      expect((await adminCollection.list()).sort()).toEqual(
        files.map((file) => file.slice(0, -extension.length)).sort(),
      );
      for (const file of files) {
        const slug = file.slice(0, -extension.length);
        await expect(
          adminCollection.readOrThrow(slug, { resolveLinkedFiles: true }),
          file,
        ).resolves.toBeTruthy();
        const where = `${model.path}/${file}`;
        expect(() => validate(where, object(model.fields).zod, rawData(where))).not.toThrow();
      }
    });
  }

  for (const [key, model] of Object.entries(singletons)) {
    it(`${model.path}.yaml passes the admin's schema and the zod schema`, async () => {
      const adminSingleton = reader.singletons[key as keyof typeof reader.singletons];
      if (!adminSingleton) throw new Error(`the admin has no singleton ${key}`);
      await expect(adminSingleton.readOrThrow()).resolves.toBeTruthy();
      expect(() => loadSingleton(model as SingletonModel)).not.toThrow();
    });
  }
});

describe('an invalid content file', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fails naming the file and the field', () => {
    const schema = object(collections.team.fields).zod;
    const member = rawData('content/team/usman-raza.yaml') as Record<string, unknown>;
    expect(() => validate('content/team/usman-raza.yaml', schema, { ...member, role: '' })).toThrow(
      /^content\/team\/usman-raza\.yaml: role: /,
    );
    const study = rawData('content/portfolio/healwell-clinics-website.yaml') as Record<string, unknown>;
    const results = study.results as { value: string; label: string }[];
    expect(() =>
      validate('content/portfolio/x.yaml', object(collections.portfolio.fields).zod, {
        ...study,
        results: [{ value: '+38%' }, ...results.slice(1)],
      }),
    ).toThrow(/content\/portfolio\/x\.yaml: results\.0\.label: /);
    const { challenge: _challenge, ...withoutChallenge } = study;
    expect(() =>
      validate('content/portfolio/x.yaml', object(collections.portfolio.fields).zod, withoutChallenge),
    ).toThrow(/x\.yaml: challenge: /);
  });

  it('stops the loader with a ContentError naming the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    mkdirSync(path.join(dir, 'content', 'team'), { recursive: true });
    writeFileSync(
      path.join(dir, 'content', 'team', 'no-role.yaml'),
      'name: No Role\norder: 1\nimage: /images/team/x/image.svg\nimageAlt: Portrait of nobody\n',
    );
    vi.spyOn(process, 'cwd').mockReturnValue(dir);
    expect(() => loadCollection(collections.team)).toThrow(ContentError);
    expect(() => loadCollection(collections.team)).toThrow(/content\/team\/no-role\.yaml: role: /);
  });
});
