/**
 * Content-Security-Policy violation reports (POST /api/csp-report): both formats browsers send,
 * `report-uri`'s `application/csp-report` and the Reporting API's `application/reports+json`.
 * A report is logged as one line holding the directive, the page's path and the blocked
 * resource's origin only (or `inline` / `eval`): no query strings, no addresses, no user agent.
 */
import { clientAddress, type TrustProxy } from '@/lib/http/client-address';
import { memoryLimit, type MemoryLimit } from '@/lib/http/memory-limit';

/** A report is a few hundred bytes; a batch of Reporting API reports stays well under this. */
export const MAX_REPORT_BYTES = 16 * 1024;
/**
 * Per client address, per window: a page that breaks sends one report per blocked script, and a
 * visitor opens a few such pages a minute; an address past this is a script, not a browser.
 */
export const REPORTS_PER_WINDOW = 30;
export const REPORT_WINDOW_SECONDS = 60;
/**
 * A directive's name as browsers write it (`script-src-elem`, `frame-ancestors`): anything else in
 * that field is the sender's own text, and a report carrying it is not logged at all.
 */
const DIRECTIVE_NAME = /^[a-z-]+$/;
/** Longer than any directive CSP defines (`require-trusted-types-for` is 25). */
const MAX_DIRECTIVE_LENGTH = 64;
/** A logged path or origin is cut here: a real one is shorter, and a log line stays one screen wide. */
const MAX_LOGGED_LENGTH = 200;

export interface Violation {
  directive: string;
  /** The document's path, without its query. */
  page: string;
  /** The blocked resource's origin, or the keyword the browser gave (`inline`, `eval`, …). */
  blocked: string;
  disposition: string;
}

type Fields = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `https://a.example/x?y` → `https://a.example`; keywords such as `inline` stay as they are. */
export function blockedOrigin(value: string): string {
  if (!value) return 'unknown';
  try {
    const url = new URL(value);
    return url.origin === 'null' ? url.protocol.replace(/:$/, '') : url.origin;
  } catch {
    return /^[a-z-]{1,32}$/i.test(value) ? value : 'unknown';
  }
}

function pathOf(value: string): string {
  try {
    return new URL(value).pathname;
  } catch {
    return 'unknown';
  }
}

/** The violation a report describes, or none when its directive is not a directive's name. */
function violation(
  fields: Fields,
  names: { directive: string[]; page: string; blocked: string },
): Violation[] {
  const field = names.directive.map((name) => text(fields[name])).find(Boolean) ?? '';
  // `violated-directive` (CSP level 2) is the whole directive, sources and all: its name comes first.
  const directive = field.split(' ')[0]!;
  if (!DIRECTIVE_NAME.test(directive) || directive.length > MAX_DIRECTIVE_LENGTH) return [];
  return [
    {
      directive,
      page: pathOf(text(fields[names.page])).slice(0, MAX_LOGGED_LENGTH),
      blocked: blockedOrigin(text(fields[names.blocked])).slice(0, MAX_LOGGED_LENGTH),
      disposition: text(fields.disposition) === 'report' ? 'report' : 'enforce',
    },
  ];
}

/** The violations in a report body (either format); [] for anything else. */
export function parseReports(body: string, contentType: string): Violation[] {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [];
  }
  if (contentType.includes('application/reports+json') || Array.isArray(value)) {
    if (!Array.isArray(value)) return [];
    return value
      .filter((report): report is Fields => typeof report === 'object' && report !== null)
      .filter(
        (report) =>
          report.type === 'csp-violation' && typeof report.body === 'object' && report.body !== null,
      )
      .flatMap((report) =>
        violation(report.body as Fields, {
          directive: ['effectiveDirective'],
          page: 'documentURL',
          blocked: 'blockedURL',
        }),
      );
  }
  const report = (value as Fields | null)?.['csp-report'];
  if (typeof report !== 'object' || report === null) return [];
  return violation(report as Fields, {
    directive: ['effective-directive', 'violated-directive'],
    page: 'document-uri',
    blocked: 'blocked-uri',
  });
}

/** Says whether a client may send one more report now, counting it. */
export type ReportLimit = MemoryLimit;

/**
 * Counts reports per client address in this process's memory (src/lib/http/memory-limit.ts). A
 * report over the limit is not logged.
 */
export function createReportLimiter({
  points = REPORTS_PER_WINDOW,
  durationSeconds = REPORT_WINDOW_SECONDS,
} = {}): ReportLimit {
  return memoryLimit({ points, durationSeconds, name: 'csp-report' });
}

/**
 * Reads at most `max` bytes of a request's body; undefined when it is longer (or unreadable), so
 * a large body is refused without being held in memory.
 */
export async function readCapped(request: Request, max = MAX_REPORT_BYTES): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(value);
    }
  } catch {
    return undefined;
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function formatViolation({ directive, page, blocked, disposition }: Violation): string {
  return `[csp] ${disposition === 'report' ? 'reported' : 'blocked'} ${directive} on ${page}: ${blocked}`;
}

/**
 * `POST /api/csp-report`: 429 past the visitor's limit (counted by the site's one address rule),
 * 413 past the size cap, else each violation logged as one line and 204. Refused reports log nothing.
 */
export async function receiveReports(
  request: Request,
  allow: ReportLimit,
  trustProxy: TrustProxy,
): Promise<Response> {
  if (!(await allow(clientAddress(request.headers, trustProxy)))) return new Response(null, { status: 429 });
  const body = await readCapped(request);
  if (body === undefined) return new Response(null, { status: 413 });
  for (const violation of parseReports(body, request.headers.get('content-type') ?? '')) {
    console.warn(formatViolation(violation));
  }
  return new Response(null, { status: 204 });
}
