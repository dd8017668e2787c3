/** Where to go after signing in: an inbox path on this site, never another site. */
export function safeReturnTo(value: string | string[] | undefined, fallback = '/admin/leads'): string {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path || !path.startsWith('/admin') || path.startsWith('//') || path.includes('\\')) return fallback;
  if (path.startsWith('/admin/sign-in') || path.startsWith('/admin/set-password')) return fallback;
  return path;
}
