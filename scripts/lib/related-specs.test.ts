import { describe, expect, it } from 'vitest';
import {
  importGraph,
  isServedTest,
  mentionedPaths,
  relatedSpecs,
  relatedTests,
  resolveImport,
  routePattern,
} from './related-specs';

const files: Record<string, string> = {
  'src/components/sections/hero-section.tsx': "import { cn } from '@/lib/utils';",
  'src/lib/utils.ts': '',
  'src/app/(site)/page.tsx': "import { HeroSection } from '@/components/sections/hero-section';",
  'src/app/(site)/services/[slug]/page.tsx': "import { cn } from '../../../../lib/utils';",
  'src/app/(ur)/ur/[[...page]]/page.tsx': "import { HeroSection } from '@/components/sections/hero-section';",
  'src/app/(site)/pricing/page.tsx': '',
  'e2e/form-sends.ts': '',
  'e2e/home.spec.ts': "await page.goto('/');",
  'e2e/urdu.spec.ts': "for (const path of ['/ur/about-us']) await page.goto(path);",
  'e2e/services.spec.ts': 'await page.goto(`/services/${slug}`);',
  'e2e/pricing.spec.ts': "await page.goto('/pricing');",
  'e2e/forms.spec.ts': "import { send } from './form-sends';\nawait page.goto('/contact-us');",
  'src/content/pricing.ts': '',
  'e2e/served/pricing.test.ts':
    "import { packages } from '@/content/pricing';\nawait servedPage('/pricing');",
  'e2e/served/routes.test.ts': "await served('/pricing');",
};
const graph = importGraph(Object.keys(files), (file) => files[file]!);
const specs = new Map(
  Object.entries(files).filter(([file]) => file.endsWith('.spec.ts') || isServedTest(file)),
);

describe('related specs', () => {
  it('resolves the project’s import names and relative paths, not packages', () => {
    const exists = (file: string) => file in files;
    expect(resolveImport('src/app/(site)/page.tsx', '@/lib/utils', exists)).toBe('src/lib/utils.ts');
    expect(resolveImport('e2e/forms.spec.ts', './form-sends', exists)).toBe('e2e/form-sends.ts');
    expect(resolveImport('src/lib/utils.ts', 'react', exists)).toBeUndefined();
  });

  it('turns route files into the URLs they serve, route groups left out', () => {
    expect(routePattern('src/app/(site)/page.tsx')!.test('/')).toBe(true);
    expect(routePattern('src/app/(site)/page.tsx')!.test('/pricing')).toBe(false);
    expect(routePattern('src/app/(site)/services/[slug]/page.tsx')!.test('/services/seo')).toBe(true);
    expect(routePattern('src/app/(ur)/ur/[[...page]]/page.tsx')!.test('/ur/about-us')).toBe(true);
    expect(routePattern('src/app/api/contact/route.ts')!.test('/api/contact')).toBe(true);
    expect(routePattern('src/components/sections/hero-section.tsx')).toBeUndefined();
  });

  it('finds the paths a spec opens, a template’s fixed start included', () => {
    expect(mentionedPaths(files['e2e/services.spec.ts']!)).toEqual(['/services/']);
  });

  it('leaves out the paths a spec only compares with or keeps as data', () => {
    const source = [
      "expect(link).toBe('/pricing');",
      'expect(hrefs).toEqual([`/services/${slug}`]);',
      "if (href.startsWith('/blog/')) return;",
      "const lead = { landing_page: '/about-us' };",
      "await check({ path: '/contact-us', url: '/ur' });",
    ].join('\n');
    expect(mentionedPaths(source)).toEqual(['/contact-us', '/ur']);
  });

  it('a component concerns the specs of the pages that show it, in both languages', () => {
    expect(relatedSpecs({ changed: ['src/components/sections/hero-section.tsx'], graph, specs })).toEqual([
      'e2e/home.spec.ts',
      'e2e/urdu.spec.ts',
    ]);
  });

  it('a module reached through a dynamic route concerns the specs of its pages', () => {
    expect(relatedSpecs({ changed: ['src/lib/utils.ts'], graph, specs })).toEqual([
      'e2e/home.spec.ts',
      'e2e/services.spec.ts',
      'e2e/urdu.spec.ts',
    ]);
  });

  it('a changed spec or test helper concerns the specs that use it', () => {
    expect(relatedSpecs({ changed: ['e2e/form-sends.ts'], graph, specs })).toEqual(['e2e/forms.spec.ts']);
    expect(relatedSpecs({ changed: ['e2e/pricing.spec.ts'], graph, specs })).toEqual(['e2e/pricing.spec.ts']);
  });

  it('picks the browserless tier’s tests as it picks the browser specs', () => {
    expect(isServedTest('e2e/served/pricing.test.ts')).toBe(true);
    expect(isServedTest('e2e/pricing.spec.ts')).toBe(false);
    expect(relatedSpecs({ changed: ['src/content/pricing.ts'], graph, specs })).toEqual([
      'e2e/served/pricing.test.ts',
    ]);
    expect(relatedSpecs({ changed: ['src/app/(site)/pricing/page.tsx'], graph, specs })).toEqual([
      'e2e/pricing.spec.ts',
      'e2e/served/pricing.test.ts',
      'e2e/served/routes.test.ts',
    ]);
  });

  it('the Urdu catch-all reached through the sections registry concerns the Urdu copies of the pages reached', () => {
    const site: Record<string, string> = {
      'src/components/sections/package-card.tsx': '',
      'src/components/sections/pricing-page-sections.tsx': "import './package-card';",
      'src/components/sections/page-sections.ts': "import './pricing-page-sections';",
      'src/lib/seo/routes.ts': '',
      'src/app/(site)/pricing/page.tsx': "import '@/components/sections/pricing-page-sections';",
      'src/app/(ur)/ur/[[...page]]/page.tsx':
        "import '@/components/sections/page-sections';\nimport '@/lib/seo/routes';",
      'e2e/book.spec.ts': "await page.goto('/ur/book');",
      'e2e/pricing.spec.ts': "await page.goto('/ur/pricing');",
    };
    const siteGraph = importGraph(Object.keys(site), (file) => site[file]!);
    const siteSpecs = new Map(Object.entries(site).filter(([file]) => file.endsWith('.spec.ts')));
    const related = (file: string) => relatedSpecs({ changed: [file], graph: siteGraph, specs: siteSpecs });
    expect(related('src/components/sections/package-card.tsx')).toEqual(['e2e/pricing.spec.ts']);
    // A change the catch-all reaches by its own imports concerns every Urdu page it serves.
    expect(related('src/lib/seo/routes.ts')).toEqual(['e2e/book.spec.ts', 'e2e/pricing.spec.ts']);
  });

  it('picks, in a spec, the tests that open a reached page: by their body, or by their title when made in a loop', () => {
    const source = (text: string) => new Map([['e2e/pages.spec.ts', text]]);
    const picked = (text: string) =>
      relatedTests({ changed: ['src/content/pricing.ts'], graph: pricingGraph, specs: source(text) });
    const pricingGraph = new Map([
      ['src/content/pricing.ts', []],
      ['src/app/(site)/pricing/page.tsx', ['src/content/pricing.ts']],
    ]);
    const [byBody] = picked(
      [
        "test('the price list', async ({ page }) => {",
        "  await page.goto('/pricing');",
        '});',
        "test('the home page', async ({ page }) => {",
        "  await page.goto('/');",
        '});',
      ].join('\n'),
    );
    expect(byBody!.titles).toHaveLength(2);
    const grep = new RegExp(byBody!.titles!.join('|'));
    expect(grep.test('desktop pages.spec.ts the price list')).toBe(true);
    expect(grep.test('desktop pages.spec.ts the home page')).toBe(false);

    const [looped] = picked(
      ["for (const path of ['/', '/pricing'])", '  test(path, async ({ page }) => page.goto(path));'].join(
        '\n',
      ),
    );
    const loopGrep = new RegExp(looped!.titles!.join('|'));
    expect(loopGrep.test('desktop pages.spec.ts no axe violations /pricing')).toBe(true);
    expect(loopGrep.test('desktop pages.spec.ts no axe violations /')).toBe(false);
    expect(loopGrep.test('desktop pages.spec.ts no axe violations /pricing-old')).toBe(false);

    // A page every test of a block opens, outside any one test: the whole file.
    const [block] = picked(
      [
        "test.beforeEach(({ page }) => page.goto('/pricing'));",
        "test('has a heading', async ({ page }) => {});",
      ].join('\n'),
    );
    expect(block).toEqual({ file: 'e2e/pages.spec.ts' });
  });
});
