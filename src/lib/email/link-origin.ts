/**
 * The site's own address in the e-mails' links (NEXT_PUBLIC_SITE_URL) checked against where they
 * are sent from, at start-up (src/instrumentation.ts). Pure.
 */
const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '[::1]' || host === '::1' || /^127\./.test(host);

/**
 * Why the server must not start, when it would e-mail visitors links that lead nowhere: in
 * production, an SMTP relay that is not on this machine (SMTP_URL) with the site's own address
 * (NEXT_PUBLIC_SITE_URL, built into the pages and the e-mails' links) left on loopback. A relay on
 * loopback is a machine's own test set-up, and is let be.
 */
export function linkOriginProblem(
  env: Record<string, string | undefined> = process.env,
  siteUrl: string,
): string | undefined {
  if (env.NODE_ENV !== 'production' || !env.SMTP_URL?.trim()) return undefined;
  let relay: string;
  let site: string;
  try {
    relay = new URL(env.SMTP_URL.trim()).hostname;
    site = new URL(siteUrl).hostname;
  } catch {
    return undefined;
  }
  if (!isLoopbackHost(site) || isLoopbackHost(relay)) return undefined;
  return (
    `NEXT_PUBLIC_SITE_URL is ${siteUrl}, on this machine's loopback, and SMTP_URL is set: the e-mails ` +
    "to visitors would carry links to their own computer. Build with NEXT_PUBLIC_SITE_URL set to the site's " +
    'public address (https://ravidigital.pk)'
  );
}
