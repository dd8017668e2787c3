import { describe, expect, it } from 'vitest';
import { contactHref, neighbours, relatedProjects } from './case-study';
import type { PortfolioCategory } from '@/content/types';

const item = (slug: string, category: PortfolioCategory) => ({ slug, category });
const all = [
  item('site-a', 'web-development'),
  item('campaign-a', 'social-media'),
  item('site-b', 'wordpress'),
  item('app-a', 'mobile-app'),
  item('site-c', 'web-development'),
  item('ads-a', 'digital-marketing'),
  item('site-d', 'web-development'),
  item('site-e', 'web-development'),
];

describe('relatedProjects', () => {
  it('picks the same filter group, same category first, never the project itself', () => {
    expect(relatedProjects(all[0]!, all).map((p) => p.slug)).toEqual(['site-c', 'site-d', 'site-e']);
    expect(relatedProjects(all[2]!, all).map((p) => p.slug)).toEqual(['site-a', 'site-c', 'site-d']);
    expect(relatedProjects(all[1]!, all).map((p) => p.slug)).toEqual(['ads-a']);
    expect(relatedProjects(all[3]!, all)).toEqual([]);
  });
});

describe('neighbours', () => {
  it('gives the previous and next project, wrapping round at both ends', () => {
    expect(neighbours(all[1]!, all)).toEqual({ previous: all[0], next: all[2] });
    expect(neighbours(all[0]!, all).previous).toBe(all[7]);
    expect(neighbours(all[7]!, all).next).toBe(all[0]);
  });
});

describe('contactHref', () => {
  it('fills the subject template and encodes it for the contact form', () => {
    const href = contactHref('A project like {project}', 'Zaiqa Lane & Co: Ramadan');
    expect(href).toBe('/contact-us?subject=A+project+like+Zaiqa+Lane+%26+Co%3A+Ramadan');
    expect(new URL(href, 'http://x').searchParams.get('subject')).toBe(
      'A project like Zaiqa Lane & Co: Ramadan',
    );
  });
});
