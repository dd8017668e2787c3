/**
 * Disposable e-mail domains, from the maintained list of the disposable-email-domains project
 * (./disposable-domains.json, written by `npm run spam:domains` from its npm package, never by
 * hand). An address counts when its domain, or a domain it is under, is on the list. Server only.
 */
import 'server-only';
import list from './disposable-domains.json';

const DOMAINS: ReadonlySet<string> = new Set(list.domains);

export function isDisposableAddress(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const labels = email.slice(at + 1).trim().toLowerCase().split('.');
  // The domain and each domain above it ("x.mailinator.com", then "mailinator.com").
  for (let start = 0; start < labels.length - 1; start += 1) {
    if (DOMAINS.has(labels.slice(start).join('.'))) return true;
  }
  return false;
}
