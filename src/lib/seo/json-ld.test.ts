import { describe, expect, it } from 'vitest';
import { services } from '@/content/services';
import { getLatestPosts } from '../blog/posts';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  professionalServiceJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from './json-ld';

describe('JSON-LD', () => {
  it('describes the agency as a ProfessionalService in Lahore', () => {
    const data = professionalServiceJsonLd();
    expect(data).toMatchObject({
      '@type': 'ProfessionalService',
      address: { '@type': 'PostalAddress', addressLocality: 'Lahore', addressCountry: 'PK' },
    });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { label: 'Home', href: '/' },
      { label: 'Services', href: '/services' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'http://localhost:3000/services' },
    ]);
  });

  it('describes each service with its page URL and the agency as provider', () => {
    const service = services[0]!;
    const data = serviceJsonLd(service);
    expect(data).toMatchObject({
      '@type': 'Service',
      name: service.title,
      url: `http://localhost:3000/services/${service.slug}`,
      provider: { '@id': 'http://localhost:3000#organization' },
    });
  });

  it('cannot be broken out of its script element', () => {
    expect(serializeJsonLd({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('JSON-LD for search and the blog', () => {
  it('gives the website a SearchAction on /search', () => {
    expect(websiteJsonLd()).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: 'http://localhost:3000/search?q={search_term_string}',
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('describes a post as a BlogPosting by the agency', () => {
    const post = getLatestPosts(1)[0]!;
    const url = `http://localhost:3000/blog/${post.slug}`;
    expect(blogPostingJsonLd(post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.date,
      dateModified: post.date,
      author: { '@type': 'Organization', name: 'Ravi Digital' },
      publisher: { '@type': 'Organization', name: 'Ravi Digital' },
      image: `http://localhost:3000${post.cover}`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
    });
  });
});
