/**
 * The Content-Security-Policy, built from data: a prerendered page's inline-script hashes (from the
 * build's manifest, src/lib/security/manifest.ts) or the request's nonce. src/proxy.ts sends it;
 * docs/security.md explains each choice.
 */

/** Where the browser sends violation reports (src/app/api/csp-report/route.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The endpoint's name in `Reporting-Endpoints` and the policy's `report-to`. */
export const CSP_REPORT_GROUP = 'csp';

/**
 * How a document's scripts are allowed:
 * - `hashes`: a prerendered page; its inline scripts by SHA-256, script files from this origin.
 * - `nonce`: a page rendered per request; Next.js puts the nonce on its own scripts, and
 *   'strict-dynamic' lets them load the rest. `hashes` adds the site's own inline scripts (the
 *   intro loader, the Urdu font loader), which the components write without a nonce.
 * - `inline`: `next dev`, which prerenders nothing, so there is nothing to hash.
 */
export type ScriptSources =
  | { kind: 'hashes'; hashes: readonly string[] }
  | { kind: 'nonce'; nonce: string; hashes: readonly string[] }
  | { kind: 'inline' };

/** The public site, or the content admin (/keystatic), which needs a looser policy (see `adminDirectives`). */
export type PolicyArea = 'site' | 'admin';

export interface PolicyOptions {
  /** Origin the contact forms send to (EmailJS, or this site in embedded mode). */
  emailOrigin: string;
  /** Development needs eval for React's debugging and a websocket for hot reload. */
  development: boolean;
  scripts: ScriptSources;
  area?: PolicyArea;
}

type Directives = Record<string, readonly string[]>;

const SELF = "'self'";
const NONE = "'none'";

function scriptSources(scripts: ScriptSources, development: boolean): string[] {
  const evalSource = development ? ["'unsafe-eval'"] : [];
  switch (scripts.kind) {
    case 'hashes':
      return [SELF, ...scripts.hashes, ...evalSource];
    case 'nonce':
      return [`'nonce-${scripts.nonce}'`, "'strict-dynamic'", ...scripts.hashes, ...evalSource];
    case 'inline':
      return [SELF, "'unsafe-inline'", ...evalSource];
  }
}

/** The public pages' directives. */
export function siteDirectives({ emailOrigin, development, scripts }: PolicyOptions): Directives {
  return {
    'default-src': [SELF],
    'script-src': scriptSources(scripts, development),
    // Style attributes (React `style` props: animation delays, custom properties, picture
    // placeholders) and small <style> elements whose text depends on React ids (the carousel)
    // cannot be hashed per page and survive client-side navigation; see docs/security.md.
    'style-src': [SELF, "'unsafe-inline'"],
    'img-src': [SELF, 'data:', 'blob:'],
    'font-src': [SELF],
    'connect-src': [SELF, emailOrigin, ...(development ? ['ws:'] : [])],
    'manifest-src': [SELF],
    'media-src': [SELF],
    'object-src': [NONE],
    'base-uri': [NONE],
    'form-action': [SELF],
    'frame-ancestors': [NONE],
    'frame-src': [NONE],
    'worker-src': [SELF, 'blob:'],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  };
}

/**
 * GitHub's origins the admin talks to in GitHub mode: its API (content, commits), sign-in, and
 * the avatars and repository files it shows.
 */
export const GITHUB_ORIGINS = {
  connect: ['https://api.github.com', 'https://github.com'],
  img: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
  form: ['https://github.com'],
} as const;

/**
 * The content admin (Keystatic) is a single-page app of its own: its UI library injects <style>
 * elements at run time, it talks to GitHub from the browser, and its images come from GitHub
 * or from object URLs. Only editors open it, it carries no visitor data, and it is not indexed.
 */
export function adminDirectives(options: PolicyOptions): Directives {
  const site = siteDirectives(options);
  return {
    ...site,
    'img-src': [...site['img-src']!, ...GITHUB_ORIGINS.img],
    'connect-src': [...site['connect-src']!, ...GITHUB_ORIGINS.connect],
    'form-action': [SELF, ...GITHUB_ORIGINS.form],
  };
}

/** `name value value; name value` with repeated values dropped. */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...new Set(values)].join(' '))
    .join('; ');
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  return serializePolicy(options.area === 'admin' ? adminDirectives(options) : siteDirectives(options));
}

/** The directives of a policy header, as a map of name → values (for tests and the proxy's checks). */
export function parsePolicy(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

const NONCE_BYTES = 16;

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes));
}
