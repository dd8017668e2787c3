/** Copy templates from src/content: `{name}` placeholders filled in where the copy is shown. */

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills each `{name}` in the template; a name without a value becomes empty. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (_, key: string) => String(values[key] ?? ''));
}

/**
 * Like `fillTemplate`, but a value may be anything, such as a link element: the result is the
 * template's text cut at each placeholder with the value in its place, for copy like
 * 'E-mail us at {email}.' where `{email}` is a link.
 */
export function fillTemplateParts<T>(template: string, values: Record<string, T>): (string | T)[] {
  const parts: (string | T)[] = [];
  let rest = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    parts.push(template.slice(rest, match.index));
    const key = match[1] ?? '';
    if (Object.hasOwn(values, key)) parts.push(values[key] as T);
    rest = match.index + match[0].length;
  }
  parts.push(template.slice(rest));
  return parts.filter((part) => part !== '');
}

/** Singular and plural copy for a count; `other` holds `{count}`. */
export interface CountCopy {
  one: string;
  other: string;
}

/** The singular or plural copy for a count, e.g. '1 result' or '6 results' (`{count}` filled). */
export function countCopy(count: number, forms: CountCopy): string {
  return count === 1 ? forms.one : fillTemplate(forms.other, { count });
}
