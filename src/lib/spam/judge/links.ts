/**
 * The links in a message, found by linkify-it (as a mail client or chat would find them, with or
 * without `http://`) and read by tldts (the registrable domain under the Public Suffix List), never
 * by a home-made pattern. One link, to the sender's own site, is what a person sends; spam sends
 * several, hides them behind a shortener or an IP address, or links a program to download.
 * Server only.
 */
import 'server-only';
import { LinkifyIt } from 'linkify-it';
import { parse } from 'tldts';

/** Link shorteners hide where a link goes; no enquiry needs one. */
const SHORTENERS = new Set([
  'bit.ly', 'bitly.com', 'tinyurl.com', 't.co', 'goo.gl', 'ow.ly', 'is.gd', 'buff.ly', 'cutt.ly', 'rb.gy',
  'shorturl.at', 'tiny.cc', 'bit.do', 's.id', 't.ly', 'rebrand.ly', 'shorte.st', 'adf.ly', 'v.gd', 'qr.ae',
  'lnkd.in', 'trib.al', 'soo.gd', 'clck.ru', 'u.to', 'tiny.one', 'shrtco.de',
]);
/** Files a person does not send an agency in a link: programs and archives. */
const FILE_TYPES = /\.(exe|zip|rar|7z|scr|msi|bat|cmd|apk|jar|iso|dmg|vbs|ps1)$/i;

// Links as people type them too ("www.shop.pk", "45.77.10.3/setup.exe"), not only with a scheme.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyIP: true });

export interface LinkFindings {
  /** Links to other sites (mail addresses and the agency's own site are not counted). */
  count: number;
  shortened: number;
  toAddresses: number;
  /** File types linked, e.g. `.exe`. */
  files: string[];
}

/** What the links of `text` point to; links to `ownDomains` (the agency's own site) are left out. */
export function findLinks(text: string, ownDomains: ReadonlySet<string>): LinkFindings {
  const found: LinkFindings = { count: 0, shortened: 0, toAddresses: 0, files: [] };
  for (const match of linkify.match(text) ?? []) {
    if (match.schema === 'mailto:') continue;
    const url = parse(match.url);
    if (url.domain && ownDomains.has(url.domain)) continue;
    found.count += 1;
    if (url.isIp) found.toAddresses += 1;
    else if ((url.hostname && SHORTENERS.has(url.hostname)) || (url.domain && SHORTENERS.has(url.domain)))
      found.shortened += 1;
    let path = '';
    try {
      path = new URL(match.url).pathname;
    } catch {
      // linkify-it's own URL is always readable; a malformed one has no file to name.
    }
    const file = FILE_TYPES.exec(path)?.[0]?.toLowerCase();
    if (file && !found.files.includes(file)) found.files.push(file);
  }
  return found;
}

/** The registrable domain of an address's or a URL's host ("mail.example.co.uk" → "example.co.uk"). */
export function domainOf(hostOrUrl: string): string | undefined {
  return parse(hostOrUrl).domain ?? undefined;
}
