/**
 * A form posted as a browser without JavaScript posts it: URL-encoded fields to the site on
 * 127.0.0.1:3000, sent from one of its pages, through a proxy that names the visitor's address.
 */

export interface PostedFrom {
  /** The page the form was on. */
  referer?: string;
  /** The visitor's address, as the proxy's X-Forwarded-For says it. */
  address?: string;
}

export function formPost(
  url: string,
  fields: Record<string, string>,
  { referer = 'http://127.0.0.1:3000/about-us', address = '203.0.113.9' }: PostedFrom = {},
): Request {
  return new Request(url, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: '127.0.0.1:3000',
      referer,
      'x-forwarded-for': address,
    },
  });
}
