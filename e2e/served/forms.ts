/**
 * The site's forms as a browser without JavaScript uses them, in plain HTTP: the page fetched, its
 * form's fields collected as the HTML sets them, the visitor's values typed in, the form posted to
 * its action as the browser encodes it (URL-encoded, or multipart when the form says so) with the
 * browser's Origin and Referer; the confirmation page's button pressed once a person could have
 * read it. And the leads a server keeps, read from its SQLite file while it runs. Free of any test
 * runner: both tiers use it.
 */
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'libsql';
import { MIN_CONFIRM_MS } from '../../src/lib/intake/confirm';
import { only, parsePage } from '../../test-support/served';

/** Where the test server keeps its leads (SQLITE_PATH in e2e/test-server.ts). */
export const STORE = path.join(process.cwd(), '.data', 'e2e-site.db');

export interface StoredLead {
  id: string;
  template: string;
  path: string;
  status: string;
  fields: Record<string, string>;
}

/** The leads in the SQLite file `file` (read while the server runs), oldest first. */
export function storedLeads(file: string = STORE): StoredLead[] {
  if (!existsSync(file)) return [];
  const database = new Sqlite(file);
  try {
    database.exec('PRAGMA busy_timeout = 5000;');
    const rows = database
      .prepare('SELECT id, form, path, status, fields FROM leads ORDER BY received_at, id')
      .all() as { id: string; form: string; path: string; status: string; fields: string }[];
    return rows.map(({ form, fields, ...rest }) => ({ ...rest, template: form, fields: JSON.parse(fields) }));
  } catch (error) {
    // The server has not made its tables yet: nothing is stored.
    if (/no such table/.test(String(error))) return [];
    throw error;
  } finally {
    database.close();
  }
}

/**
 * A client address of its own, for a server that trusts X-Forwarded-For: the form endpoints count
 * sends per address, so no test is refused for another's sends.
 */
export const newClientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** An attribute by its name in any case (linkedom keeps React's `encType` as written). */
function attribute(element: Element, name: string): string | undefined {
  return [...element.attributes].find((each) => each.name.toLowerCase() === name)?.value;
}

/** Text as HTML escapes it, read back (linkedom leaves a textarea's content escaped). */
function unescaped(document: Document, html: string): string {
  const holder = document.createElement('span');
  holder.innerHTML = html;
  return holder.textContent ?? '';
}

/**
 * What a browser sends for `form` before the visitor types: every named, enabled control with the
 * value its HTML gives (a checkbox or radio only when checked; buttons without a name send nothing).
 */
export function formFields(form: Element): [string, string][] {
  const fields: [string, string][] = [];
  for (const control of form.querySelectorAll('input, textarea, select')) {
    const name = control.getAttribute('name');
    if (!name || control.hasAttribute('disabled')) continue;
    const type = (control.getAttribute('type') ?? 'text').toLowerCase();
    if (['submit', 'button', 'reset', 'image', 'file'].includes(type)) continue;
    if ((type === 'checkbox' || type === 'radio') && !control.hasAttribute('checked')) continue;
    if (control.tagName.toLowerCase() === 'textarea')
      fields.push([name, unescaped(control.ownerDocument, control.innerHTML)]);
    else if (control.tagName.toLowerCase() === 'select') {
      const option = control.querySelector('option[selected]') ?? control.querySelector('option');
      fields.push([name, option?.getAttribute('value') ?? option?.textContent ?? '']);
    } else fields.push([name, control.getAttribute('value') ?? (type === 'checkbox' ? 'on' : '')]);
  }
  return fields;
}

/** A form post's answer: its status and where it sends the browser (redirects are not followed). */
export interface FormAnswer {
  status: number;
  location: string;
}

/** A page's form, as served, ready to be sent as a browser without JavaScript sends it. */
export interface PageForm {
  /** The page's status and parsed HTML. */
  status: number;
  document: Document;
  form: Element;
  /**
   * Posts the form with `values` typed into its fields (each must be one of the form's own), from
   * the page, as the browser does: Origin and Referer of the page, the visitor's headers.
   */
  submit(values?: Record<string, string>): Promise<FormAnswer>;
}

/**
 * Opens `page` (an absolute address) with `headers` (the visitor's address, say) and finds the form
 * `selector` names, or the form that holds the element it names.
 */
export async function openForm(
  page: string,
  selector: string,
  headers: Record<string, string> = {},
): Promise<PageForm> {
  const response = await fetch(page, { headers, redirect: 'manual' });
  const document = parsePage(await response.text());
  const found = only(document, selector);
  const form = found.tagName.toLowerCase() === 'form' ? found : found.closest('form');
  if (!form) throw new Error(`no form holds "${selector}" on ${page}`);
  return {
    status: response.status,
    document,
    form,
    async submit(values = {}) {
      const fields = formFields(form);
      for (const [name, value] of Object.entries(values)) {
        const at = fields.findIndex(([field]) => field === name);
        if (at < 0) throw new Error(`the form on ${page} has no field "${name}"`);
        fields[at] = [name, value];
      }
      const method = (attribute(form, 'method') ?? 'get').toUpperCase();
      if (method !== 'POST') throw new Error(`the form on ${page} is sent by ${method}, not POST`);
      const multipart = attribute(form, 'enctype') === 'multipart/form-data';
      let body: FormData | URLSearchParams;
      if (multipart) {
        const data = new FormData();
        for (const [name, value] of fields) data.append(name, value);
        body = data;
      } else body = new URLSearchParams(fields);
      const answer = await fetch(new URL(attribute(form, 'action') ?? '', page), {
        method,
        body,
        headers: { ...headers, origin: new URL(page).origin, referer: page },
        redirect: 'manual',
      });
      // Read to the end: `next start` counts some answers whose body the client cancelled as still
      // under way, which holds up its graceful stop for its whole grace (25 s).
      await answer.text();
      return { status: answer.status, location: answer.headers.get('location') ?? '' };
    },
  };
}

/**
 * Resolves once this machine's clock, which the servers under test read too, has reached `at`
 * (ms since the epoch).
 */
export async function untilPast(at: number): Promise<void> {
  const left = at - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Waits until a page shown at `issued` has been open for the minimum the site asks of a person. */
export const untilConfirmable = (issued: number) => untilPast(issued + MIN_CONFIRM_MS);

/**
 * After a form's post without JavaScript: the confirmation page it was sent to (`location`),
 * read for as long as the site asks a person to, then its one button pressed. Returns the page
 * and the button's answer.
 */
export async function confirmAsPerson(
  origin: string,
  location: string,
  headers: Record<string, string> = {},
): Promise<FormAnswer & { page: Document }> {
  const confirm = await openForm(new URL(location, origin).href, 'input[name="issued"]', headers);
  const issued = Number(confirm.form.querySelector('input[name="issued"]')?.getAttribute('value'));
  if (!Number.isSafeInteger(issued)) throw new Error(`the confirmation page at ${location} tells no time`);
  await untilConfirmable(issued);
  return { ...(await confirm.submit()), page: confirm.document };
}

/** The booking page's form as a browser gets it from `origin`: its hidden fields and the times offered, in order. */
export async function bookingForm(
  origin: string,
): Promise<{ hidden: Record<string, string>; slots: string[] }> {
  const page = parsePage(await (await fetch(`${origin}/book`)).text());
  const hidden: Record<string, string> = {};
  for (const name of ['form_id', 'form_issued', 'form_token'])
    hidden[name] = page.querySelector(`input[name="${name}"]`)?.getAttribute('value') ?? '';
  const slots = Array.from(page.querySelectorAll('input[name="slot"]')).map(
    (radio) => radio.getAttribute('value') ?? '',
  );
  return { hidden, slots };
}
