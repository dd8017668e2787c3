import { describe, expect, it } from 'vitest';
import { aboutCopy, servicesCopy } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { services } from '@/content/services';
import { figures, siteConfig } from '@/content/site';
import { readPdf } from '@test-support/pdf-text';
import { packagePrice } from '@/lib/pricing/packages';
import { renderAgencyProfile } from './document';

/**
 * Without whitespace: a line break may fall anywhere in a sentence, and letter-spaced headings
 * read as "A G E N C Y", so compare the letters only.
 */
const flat = (text: string) => text.replace(/\s+/g, '');

describe('agency-profile PDF', async () => {
  const pdf = await renderAgencyProfile();
  const contents = await readPdf(pdf);
  const text = flat(contents.text);

  it('is a small PDF of several pages', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(500 * 1024);
    expect(contents.pages).toBeGreaterThanOrEqual(3);
  });

  it('has the brand, tagline, figures and intro on the cover', () => {
    expect(text).toContain(flat(siteConfig.name));
    expect(text).toContain(flat(siteConfig.tagline));
    for (const figure of [figures.projectsCompleted, figures.teamMembers, figures.yearsOfExperience]) {
      expect(text).toContain(flat(`${figure.value}${figure.label}`));
    }
    expect(text).toContain(flat(aboutCopy.intro[0] ?? ''));
  });

  it('lists every service with its description and four process steps', () => {
    for (const service of services) {
      expect(text, service.title).toContain(flat(service.title));
      expect(text, service.title).toContain(flat(service.description));
      for (const step of Object.values(service.process)) expect(text, service.title).toContain(flat(step));
    }
    for (const label of Object.values(servicesCopy.process.steps)) expect(text).toContain(flat(label));
  });

  it("lists each service's packages with their prices in rupees", () => {
    const priced = services.filter((service) => service.packages.length > 0);
    expect(priced.length).toBeGreaterThanOrEqual(4);
    for (const service of priced) {
      for (const item of service.packages) {
        const where = `${service.slug}/${item.id}`;
        expect(text, where).toContain(flat(item.name));
        expect(text, where).toContain(flat(packagePrice('en', item)));
        expect(text, where).toContain(flat(item.summary));
      }
    }
    expect(text).toContain(flat('Rs 1,50,000/month'));
  });

  it('shows the three strongest case studies with their results', () => {
    const selected = portfolio.filter((item) => item.highlight);
    expect(selected).toHaveLength(3);
    for (const item of selected) {
      expect(text, item.slug).toContain(flat(item.title));
      expect(text, item.slug).toContain(flat(item.overview));
      for (const result of item.results)
        expect(text, item.slug).toContain(flat(`${result.value}${result.label}`));
      expect(text, item.slug).toContain(flat(item.href));
    }
  });

  it('ends with the contact details', () => {
    expect(text).toContain(flat(siteConfig.email));
    expect(text).toContain(flat(siteConfig.phone.display));
    expect(text).toContain(flat(siteConfig.address.street));
  });
});
