import { describe, expect, it } from 'vitest';
import { getService, services } from '@/content/services';
import { getLatestPosts } from '../blog/posts';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  professionalServiceJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from './json-ld';
import { serviceJsonLd } from './service-json-ld';

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

  it("lists a service's packages as an OfferCatalog of Offers in rupees, monthly ones per month", () => {
    const seo = getService('search-engine-optimization')!;
    const data = serviceJsonLd(seo);
    const catalog = data.hasOfferCatalog as unknown as {
      '@type': string;
      name: string;
      itemListElement: unknown[];
    };
    expect(catalog).toMatchObject({ '@type': 'OfferCatalog', name: `${seo.title} packages` });
    expect(catalog.itemListElement).toHaveLength(seo.packages.length);
    seo.packages.forEach((item, index) => {
      const offer = catalog.itemListElement[index] as Record<string, unknown>;
      expect(offer).toMatchObject({
        '@type': 'Offer',
        name: item.name,
        description: item.summary,
        price: item.price,
        priceCurrency: 'PKR',
        url: `http://localhost:3000/services/search-engine-optimization#search-engine-optimization-${item.id}`,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: item.price,
          priceCurrency: 'PKR',
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
      });
      expect(typeof offer.price).toBe('number');
      expect(Number.isInteger(offer.price)).toBe(true);
      if (item.from) expect(offer.priceSpecification).toMatchObject({ minPrice: item.price });
      else expect(offer.priceSpecification).not.toHaveProperty('minPrice');
    });
  });

  it('gives a one-off package a plain price, and the Urdu page its Urdu names and addresses', () => {
    const web = getService('web-development', 'ur')!;
    const data = serviceJsonLd(web, 'ur');
    const [first] = (data.hasOfferCatalog as unknown as { itemListElement: Record<string, unknown>[] })
      .itemListElement;
    expect(first).toMatchObject({
      name: web.packages[0]!.name,
      url: 'http://localhost:3000/ur/services/web-development#web-development-starter',
      priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'PKR' },
    });
    expect(first!.priceSpecification).not.toHaveProperty('unitCode');
  });

  it('has no OfferCatalog for a service without packages', () => {
    const unpriced = services.find((service) => service.packages.length === 0)!;
    expect(serviceJsonLd(unpriced)).not.toHaveProperty('hasOfferCatalog');
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
