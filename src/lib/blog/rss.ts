/** RSS 2.0 for the blog: a pure builder (unit-tested) used by the /feed.xml route. */

export interface FeedItem {
  title: string;
  /** Absolute URL of the post. */
  url: string;
  /** ISO calendar date, e.g. 2026-06-16. */
  date: string;
  summary: string;
  tags: readonly string[];
}

export interface FeedChannel {
  title: string;
  /** Absolute URL of the blog. */
  link: string;
  description: string;
  /** e.g. 'en-PK'. */
  language: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  items: readonly FeedItem[];
  /** Defaults to the newest item's date. */
  lastBuildDate?: Date;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML and drops characters XML 1.0 cannot carry. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** RFC 822 date as RSS wants it, e.g. 'Tue, 16 Jun 2026 00:00:00 GMT'. */
export function rfc822(date: Date | string): string {
  return (typeof date === 'string' ? new Date(date) : date).toUTCString();
}

const element = (name: string, value: string, indent: string) =>
  `${indent}<${name}>${escapeXml(value)}</${name}>`;

export function buildRssFeed(channel: FeedChannel): string {
  const newest = channel.items.reduce<string | undefined>(
    (latest, item) => (latest === undefined || item.date > latest ? item.date : latest),
    undefined,
  );
  const lastBuild = channel.lastBuildDate ?? (newest ? new Date(newest) : new Date(0));
  const items = channel.items.map((item) =>
    [
      '    <item>',
      element('title', item.title, '      '),
      element('link', item.url, '      '),
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      element('pubDate', rfc822(item.date), '      '),
      element('description', item.summary, '      '),
      ...item.tags.map((tag) => element('category', tag, '      ')),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    element('title', channel.title, '    '),
    element('link', channel.link, '    '),
    element('description', channel.description, '    '),
    element('language', channel.language, '    '),
    element('lastBuildDate', rfc822(lastBuild), '    '),
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Head link to the feed, for `alternates.types` in a page's metadata. */
export const FEED_PATH = '/feed.xml';

/**
 * Adds the feed's `<link rel="alternate" type="application/rss+xml">` to a page's metadata,
 * keeping its canonical link.
 */
export function withFeedLink<T extends { alternates?: object | null }>(metadata: T, title: string): T {
  return {
    ...metadata,
    alternates: {
      ...(metadata.alternates ?? {}),
      types: { 'application/rss+xml': [{ url: FEED_PATH, title }] },
    },
  };
}
