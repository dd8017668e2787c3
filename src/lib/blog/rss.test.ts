import { describe, expect, it } from 'vitest';
import { buildRssFeed, escapeXml, rfc822, withFeedLink } from './rss';

const channel = {
  title: 'Agency blog',
  link: 'https://example.pk/blog',
  description: 'Tips & tricks',
  language: 'en-PK',
  feedUrl: 'https://example.pk/feed.xml',
  items: [
    {
      title: 'Newer <post> & "quotes"',
      url: 'https://example.pk/blog/newer',
      date: '2026-09-30',
      summary: 'A summary with <b>tags</b> & ampersands.',
      tags: ['SEO', 'Web & design'],
    },
    { title: 'Older', url: 'https://example.pk/blog/older', date: '2026-06-16', summary: 'Old.', tags: [] },
  ],
};

describe('buildRssFeed', () => {
  const xml = buildRssFeed(channel);

  it('is an RSS 2.0 document with the channel fields and a self link', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      ),
    ).toBe(true);
    expect(xml).toContain('<title>Agency blog</title>');
    expect(xml).toContain('<link>https://example.pk/blog</link>');
    expect(xml).toContain('<description>Tips &amp; tricks</description>');
    expect(xml).toContain('<language>en-PK</language>');
    expect(xml).toContain('<lastBuildDate>Wed, 30 Sep 2026 00:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(
      '<atom:link href="https://example.pk/feed.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml.trimEnd().endsWith('</channel>\n</rss>')).toBe(true);
  });

  it('has one escaped item per post with guid, pubDate and categories', () => {
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<title>Newer &lt;post&gt; &amp; &quot;quotes&quot;</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://example.pk/blog/newer</guid>');
    expect(xml).toContain('<pubDate>Tue, 16 Jun 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain(
      '<description>A summary with &lt;b&gt;tags&lt;/b&gt; &amp; ampersands.</description>',
    );
    expect(xml).toContain('<category>Web &amp; design</category>');
    expect(xml).not.toContain('<b>');
  });
});

describe('helpers', () => {
  it('escapes XML and drops characters XML cannot hold', () => {
    expect(escapeXml(`a<b>&"c"'\u0000\u0008`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;');
  });

  it('formats RFC 822 dates', () => {
    expect(rfc822('2026-07-08')).toBe('Wed, 08 Jul 2026 00:00:00 GMT');
  });

  it('adds the feed link to metadata, keeping the canonical', () => {
    expect(withFeedLink({ alternates: { canonical: 'https://example.pk/blog' } }, 'Feed')).toEqual({
      alternates: {
        canonical: 'https://example.pk/blog',
        types: { 'application/rss+xml': [{ url: '/feed.xml', title: 'Feed' }] },
      },
    });
  });
});
