/**
 * Whether the content admin (/keystatic and /api/keystatic) is served. Local mode writes files on
 * this machine, so it only runs under `next dev`; a production server serves the admin only in
 * GitHub mode, where each save is a commit made with the GitHub app's credentials.
 */
export type AdminMode = 'local' | 'github' | 'off';

const GITHUB_VARIABLES = [
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
  'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
  'NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO',
] as const;

export function adminMode(environment: Record<string, string | undefined> = process.env): AdminMode {
  if (GITHUB_VARIABLES.every((name) => environment[name]?.trim())) return 'github';
  return environment.NODE_ENV === 'development' ? 'local' : 'off';
}
