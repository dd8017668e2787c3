/**
 * Content-Security-Policy violation reports (POST /api/csp-report): both formats browsers send,
 * `report-uri`'s `application/csp-report` and the Reporting API's `application/reports+json`.
 * A report is logged as one line holding the directive, the page's path and the blocked
 * resource's origin only (or `inline` / `eval`): no query strings, no addresses, no user agent.
 */

/** A report is a few hundred bytes; a batch of Reporting API reports stays well under this. */
export const MAX_REPORT_BYTES = 16 * 1024;
/** Per client address, per window: a page that breaks sends one report per blocked script. */
export const REPORTS_PER_WINDOW = 30;
export const REPORT_WINDOW_MS = 60_000;
/** Clients remembered at once; the oldest are forgotten first, so memory stays bounded. */
const MAX_TRACKED_CLIENTS = 10_000;

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

function violation(fields: Fields, names: { directive: string[]; page: string; blocked: string }): Violation {
  const directive = names.directive.map((name) => text(fields[name])).find(Boolean) ?? '';
  return {
    directive: directive.split(' ')[0]!.slice(0, 64) || 'unknown',
    page: pathOf(text(fields[names.page])).slice(0, 200),
    blocked: blockedOrigin(text(fields[names.blocked])).slice(0, 200),
    disposition: text(fields.disposition) === 'report' ? 'report' : 'enforce',
  };
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
      .filter((report) => report.type === 'csp-violation' && typeof report.body === 'object' && report.body !== null)
      .map((report) =>
        violation(report.body as Fields, {
          directive: ['effectiveDirective'],
          page: 'documentURL',
          blocked: 'blockedURL',
        }),
      );
  }
  const report = (value as Fields | null)?.['csp-report'];
  if (typeof report !== 'object' || report === null) return [];
  return [
    violation(report as Fields, {
      directive: ['effective-directive', 'violated-directive'],
      page: 'document-uri',
      blocked: 'blocked-uri',
    }),
  ];
}

/** A fixed-window counter per client address, in this process's memory. */
export function createReportLimiter({ limit = REPORTS_PER_WINDOW, windowMs = REPORT_WINDOW_MS, now = Date.now } = {}) {
  const windows = new Map<string, { start: number; count: number }>();
  return function allow(client: string): boolean {
    const time = now();
    const current = windows.get(client);
    if (!current || time - current.start >= windowMs) {
      windows.delete(client);
      if (windows.size >= MAX_TRACKED_CLIENTS) windows.delete(windows.keys().next().value!);
      windows.set(client, { start: time, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= limit;
  };
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
