import { describe, expect, it } from 'vitest';
import { services } from '@/content/services';
import { breadcrumbJsonLd, professionalServiceJsonLd, serializeJsonLd, serviceJsonLd } from './json-ld';

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
