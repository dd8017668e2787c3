import { describe, expect, it } from 'vitest';
import { blogCopy } from '@/content/search-blog';
import { getAllPosts } from '../blog/posts';
import { createMetadata, postMetadata } from './metadata';

describe('createMetadata', () => {
  const metadata = createMetadata({
    title: 'About Us',
    description: 'Who we are and how we work.',
    path: '/about-us',
  });

  it('sets an absolute canonical URL from the site origin', () => {
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/about-us');
  });

  it('fills Open Graph and Twitter with the branded title', () => {
    expect(metadata.openGraph).toMatchObject({
      title: 'About Us | Ravi Digital',
      description: 'Who we are and how we work.',
      url: 'http://localhost:3000/about-us',
      siteName: 'Ravi Digital',
      type: 'website',
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'About Us | Ravi Digital' });
  });

  it('brands the title', () => {
    expect(metadata.title).toEqual({ absolute: 'About Us | Ravi Digital' });
  });

  it('points Open Graph and Twitter at the page’s 1200×630 share card, with its alt text', () => {
    const image = {
      url: expect.stringMatching(/^\/og\/about-us\?v=[0-9a-f]+$/),
      width: 1200,
      height: 630,
      alt: 'Ravi Digital, About Us: One Lahore team for your website, content and marketing',
      type: 'image/png',
    };
    expect(metadata.openGraph?.images).toEqual([image]);
    expect(metadata.twitter?.images).toEqual([image]);
  });

  it('gives a page without a card of its own no image', () => {
    const search = createMetadata({ title: 'Search', description: 'Find things.', path: '/search' });
    expect(search.openGraph).not.toHaveProperty('images');
    expect(search.twitter).not.toHaveProperty('images');
  });

  it('marks pages noindex only when asked', () => {
    expect(metadata.robots).toBeUndefined();
    const hidden = createMetadata({ title: 'x', description: 'y', path: '/x', noIndex: true });
    expect(hidden.robots).toEqual({ index: false, follow: true });
  });
  it('makes a blog post an Open Graph article with its date and tags, linking the feed', () => {
    const [post] = getAllPosts();
    if (!post) throw new Error('no posts');
    const article = postMetadata(post);
    expect(article.openGraph).toMatchObject({
      type: 'article',
      publishedTime: post.date,
      modifiedTime: post.date,
      tags: post.tags,
      url: `http://localhost:3000/blog/${post.slug}`,
    });
    expect(article.alternates).toEqual({
      canonical: `http://localhost:3000/blog/${post.slug}`,
      types: { 'application/rss+xml': [{ url: '/feed.xml', title: blogCopy.feed.linkTitle }] },
    });
    expect(metadata.alternates).not.toHaveProperty('types');
  });
});
