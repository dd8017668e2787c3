/**
 * The browserless tier's reads of the production test server: a page's status, headers and HTML,
 * parsed into a DOM by linkedom (no scripts run, no styles computed), which is what a crawler, a
 * share preview and a visitor without JavaScript get. A browser is only for what needs one
 * (behaviour, layout, focus, fonts, axe): docs/quality.md.
 */
import { parseHTML } from 'linkedom';
import { TEST_BASE_URL } from '../e2e/test-server';

export const baseURL = process.env.E2E_BASE_URL ?? TEST_BASE_URL;

export interface ServedPage {
  status: number;
  headers: Headers;
  html: string;
  document: Document;
}

/** One request to the test server; redirects are not followed, so a test sees them. */
export function served(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(path, baseURL), { redirect: 'manual', ...init });
}

/** Parses served HTML into a document. */
export function parsePage(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

const pages = new Map<string, Promise<ServedPage>>();

/**
 * A page as served, fetched and parsed once per test file for a plain GET (the tests only read
 * it); with request options, every call fetches anew.
 */
export function servedPage(path: string, init?: RequestInit): Promise<ServedPage> {
  if (init) return load(path, init);
  let page = pages.get(path);
  if (!page) {
    page = load(path, {});
    pages.set(path, page);
    // A failed fetch is not kept: the next test asks again.
    page.catch(() => pages.delete(path));
  }
  return page;
}

async function load(path: string, init: RequestInit): Promise<ServedPage> {
  const response = await served(path, init);
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, document: parsePage(html) };
}

/** An element's text with runs of white space made one space, as a reader hears it. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Every element the selector matches, as an array. */
export function all(root: ParentNode, selector: string): Element[] {
  return Array.from(root.querySelectorAll(selector));
}

/** The one element the selector matches; fails when there is none or more than one. */
export function only(root: ParentNode, selector: string): Element {
  const found = root.querySelectorAll(selector);
  if (found.length !== 1) throw new Error(`expected one "${selector}", found ${found.length}`);
  return found[0]!;
}

/**
 * The page's text a reader gets (scripts, styles, templates and `hidden` content left out), with
 * white space made single spaces.
 */
export function readableText(root: Document | Element): string {
  const body = 'body' in root ? root.body : root;
  const copy = body.cloneNode(true) as Element;
  for (const skipped of copy.querySelectorAll('script, style, template, noscript, [hidden]'))
    skipped.remove();
  return textOf(copy);
}
