/**
 * Which unit test files get a worker of their own (vitest.config.ts): the files that mock modules,
 * stub the environment or globals, fake timers or ask for a DOM, and only those. A file missed
 * here would leave its mocks or stubs to the next file in its worker.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { isolatedTestFiles } from '../../vitest.config';

const root = mkdtempSync(path.join(tmpdir(), 'isolation-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  'src/lib/plain.test.ts':
    "import { expect, test } from 'vitest';\ntest('adds', () => expect(1 + 1).toBe(2));\n",
  'src/lib/reads-env.test.ts': "const port = process.env.PORT === '3000';\n",
  'src/lib/mocks.test.ts': "vi.mock('@/lib/db', () => ({}));\n",
  'src/lib/stubs-env.test.ts': "vi.stubEnv('SITE_URL', 'https://example.pk');\n",
  'src/lib/sets-env.test.ts': "process.env.SITE_URL = 'https://example.pk';\n",
  'src/lib/sets-env-by-name.test.ts': "process.env['SITE_URL'] = 'x';\n",
  'src/lib/deletes-env.test.ts': 'delete process.env.SITE_URL;\n',
  'src/lib/timers.test.ts': 'vi.useFakeTimers();\n',
  'src/lib/globals.test.ts': "vi.stubGlobal('fetch', () => undefined);\n",
  'src/lib/exits.test.ts': "vi.spyOn(process, 'exit');\n",
  'src/components/dom.test.tsx': '// @vitest-environment jsdom\n',
  'scripts/lib/modules.test.ts': 'vi.resetModules();\n',
  'src/lib/helper.ts': "vi.mock('x');\n",
};

test('a file that mocks, stubs, fakes timers or asks for a DOM runs alone; a file that only reads does not', () => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  expect(isolatedTestFiles(root)).toEqual(
    [
      'scripts/lib/modules.test.ts',
      'src/components/dom.test.tsx',
      'src/lib/deletes-env.test.ts',
      'src/lib/exits.test.ts',
      'src/lib/globals.test.ts',
      'src/lib/mocks.test.ts',
      'src/lib/sets-env-by-name.test.ts',
      'src/lib/sets-env.test.ts',
      'src/lib/stubs-env.test.ts',
      'src/lib/timers.test.ts',
    ].map((file) => file.split('/').join(path.sep)),
  );
});

test('the site’s own files that mock modules or ask for a DOM are among them', () => {
  const isolated = isolatedTestFiles();
  expect(isolated).toContain(path.join('src', 'lib', 'inbox', 'spam-actions.test.ts'));
  expect(isolated).toContain(path.join('src', 'components', 'ui', 'tabs.test.tsx'));
  expect(isolated).not.toContain(path.join('src', 'lib', 'leads', 'store.test.ts'));
});
