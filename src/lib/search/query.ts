export const MAX_QUERY_LENGTH = 100;

/** The visitor's query as plain text: first value only, trimmed, inner spaces collapsed, capped. */
export function normalizeQuery(raw: string | readonly string[] | undefined | null): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return '';
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}
