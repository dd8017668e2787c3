import { describe, expect, it } from 'vitest';
import { aboutCopy, servicesCopy } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { services } from '@/content/services';
import { figures, siteConfig } from '@/content/site';
import { renderAgencyProfile } from './document';
import { pdfPageCount, pdfText } from '@/lib/profile-pdf/pdf-text';

/**
 * Without whitespace: the reader cannot tell a line break from a space, and a line's text may be
 * split into several runs (a change of style, digits and letters), so compare the letters only.
 */
const flat = (text: string) => text.replace(/\s+/g, '');

describe('agency-profile PDF', async () => {
  const pdf = await renderAgencyProfile();
  const text = flat(pdfText(pdf));

  it('is a small PDF of several pages', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(500 * 1024);
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(3);
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
