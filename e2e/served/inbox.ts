/**
 * The inbox as a member's browser without JavaScript meets it, in plain HTTP: signed in through
 * the sign-in call the form makes, each page fetched with the session's cookie, a Server Action's
 * form posted as the browser encodes it, and the test server's store opened beside it.
 */
import path from 'node:path';
import { connect } from '@/lib/db/connection';
import { all, baseURL, served, servedPage, textOf } from '@test-support/served';

/** The test server's database file (SQLITE_PATH in e2e/test-server.ts). */
export const DB_FILE = path.resolve('.data/e2e-site.db');
export const PASSWORD = 'a long enough test password';
export const ORIGIN = new URL(baseURL).origin;

/** The settings `npm run team` needs to work on the test server's store. */
export const teamEnv = { SQLITE_PATH: DB_FILE, BETTER_AUTH_URL: ORIGIN };

export type Store = ReturnType<typeof connect>['db'];

/** Runs `work` on the test server's store, closed after it. */
export async function withStore<T>(work: (db: Store) => Promise<T>): Promise<T> {
  const connection = connect({ engine: 'sqlite', file: DB_FILE });
  try {
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

/** The sign-in form's call, from the client address `from`. */
export function signIn(email: string, password: string, from: string): Promise<Response> {
  return served('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': from },
    body: JSON.stringify({ email, password }),
  });
}

/** Signs `email` in from `from`: the Cookie header their browser then sends. */
export async function sessionOf(email: string, from: string, password = PASSWORD): Promise<string> {
  const response = await signIn(email, password, from);
  if (response.status !== 200) throw new Error(`${email} did not sign in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

/** The form holding the button named `button`, as a person reads its label. */
export function formWithButton(root: ParentNode, button: string): Element {
  const form = all(root, 'form').find((each) => all(each, 'button').some((b) => textOf(b) === button));
  if (!form) throw new Error(`no form with a "${button}" button`);
  return form;
}

/** The hidden fields React gives a Server Action's form, as a page elsewhere would copy them. */
export function hiddenFields(form: Element): Record<string, string> {
  return Object.fromEntries(
    all(form, 'input[type="hidden"]').map((input) => [
      input.getAttribute('name') ?? '',
      input.getAttribute('value') ?? '',
    ]),
  );
}

/**
 * A form's fields as a browser sends them untouched: each named field with the value the page
 * gives it, a radio or tick box only when checked.
 */
export function formValues(form: Element): Record<string, string> {
  const pairs = all(form, 'input[name], textarea[name], select[name]').flatMap((field) => {
    const name = field.getAttribute('name')!;
    if (field.hasAttribute('disabled')) return [];
    if (field.tagName === 'TEXTAREA') return [[name, field.textContent ?? '']];
    if (field.tagName === 'SELECT') {
      const chosen = field.querySelector('option[selected]') ?? field.querySelector('option');
      return [[name, chosen?.getAttribute('value') ?? textOf(chosen)]];
    }
    const type = field.getAttribute('type');
    if ((type === 'radio' || type === 'checkbox') && !field.hasAttribute('checked')) return [];
    return [[name, field.getAttribute('value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : '')]];
  });
  return Object.fromEntries(pairs);
}

/** Posts `fields` as a multipart form to `path`, from `origin` with `cookie`; redirects not followed. */
export function postForm(
  path: string,
  fields: Record<string, string>,
  { origin, cookie }: { origin: string; cookie: string },
): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return served(path, { method: 'POST', body, headers: { origin, cookie } });
}

/** The page as the member whose session `cookie` holds gets it. */
export const pageAs = (cookie: string, path: string) => servedPage(path, { headers: { cookie } });

/** The field a label names: its `for` target, or the field inside it. */
export function fieldLabelled(root: Document, label: string): Element {
  const found = all(root, 'label').find((each) => textOf(each).startsWith(label));
  if (!found) throw new Error(`no field labelled "${label}"`);
  const target = found.getAttribute('for');
  const field = target ? root.getElementById(target) : found.querySelector('input, textarea, select');
  if (!field) throw new Error(`the label "${label}" names no field`);
  return field;
}

/** A section named by its aria-label or the heading it is labelled by. */
export function regionNamed(root: Document, name: RegExp): Element[] {
  return all(root, 'section, [role="region"]').filter((section) => {
    const label =
      section.getAttribute('aria-label') ??
      (section.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => textOf(root.getElementById(id)))
        .join(' ');
    return name.test(label);
  });
}

/** The paragraph that says the lead's status now ("Now …"). */
export const statusNow = (root: Document) =>
  all(root, 'p')
    .filter((p) => /^Now/.test(textOf(p)))
    .map(textOf)
    .join(' ');
