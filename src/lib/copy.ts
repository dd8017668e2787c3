/** Copy templates from src/content: `{name}` placeholders filled in where the copy is shown. */

/** Fills each `{name}` in the template; a name without a value becomes empty. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
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
