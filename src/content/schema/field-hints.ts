/** What the admin says under a field: its help text, with the limits the build checks. */

export interface Described {
  label: string;
  /** Help text shown under the field in the admin. */
  description?: string;
}

/** How many items a list takes, as the admin says it under the list. */
export function countHint(min: number, max: number): string {
  return min === max ? `Exactly ${min} items.` : `${min} to ${max} items.`;
}

export function withHint(description: string | undefined, hint: string | undefined): string | undefined {
  return [description, hint].filter(Boolean).join(' ') || undefined;
}
