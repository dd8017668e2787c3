/**
 * Content-Security-Policy checks shared by the tests: the pages rendered per request, the hashes a
 * served page's inline scripts must be listed by (computed here, apart from the build's own step),
 * and, for the browser tests, a recorder of the violations and console errors a page causes.
 */
import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';

/** Pages rendered on each request, so given a nonce rather than hashes. */
export const perRequestPages = [
  '/search?q=seo',
  '/contact-us?subject=Website',
  '/ur/contact-us?subject=Website',
  '/book',
  '/ur/book',
  '/no-such-page',
  '/ur/no-such-page',
];

/** Script types that are data, not code: the policy ignores them (JSON-LD above all). */
const DATA_TYPE = /^(?:application\/(?:ld\+)?json|text\/plain)$/i;

export interface InlineScript {
  text: string;
  nonce?: string;
}

/** The inline scripts of an HTML document the browser would run. */
export function executableInlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc=/i.test(attributes))
    .filter(([, attributes = '']) => !DATA_TYPE.test(/\stype="([^"]*)"/i.exec(attributes)?.[1] ?? ''))
    .map(([, attributes = '', text = '']) => ({ text, nonce: /\snonce="([^"]*)"/i.exec(attributes)?.[1] }));
}

export const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A policy header's script-src values. */
export function scriptSrc(policy: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

/**
 * Records every `securitypolicyviolation` event (violations never reach the console) and every
 * console error or uncaught exception of the pages in `context`.
 */
export async function watchViolations(
  context: BrowserContext,
): Promise<{ violations: string[]; errors: string[] }> {
  const violations: string[] = [];
  const errors: string[] = [];
  await context.exposeBinding('reportViolation', ({ page }, text: string) =>
    violations.push(`${page.url()}: ${text}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('page', (page) => watchErrors(page, errors));
  for (const page of context.pages()) watchErrors(page, errors);
  return { violations, errors };
}

function watchErrors(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
}
