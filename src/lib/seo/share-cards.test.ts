import { describe, expect, it } from 'vitest';
import { portfolio } from '@/content/portfolio';
import { services } from '@/content/services';
import { getAllPosts } from '../blog/posts';
import { findRoute, siteRoutes } from './routes';
import {
  SHARE_CARD_PREFIX,
  caseStudyCard,
  pageCard,
  postCard,
  serviceCard,
  shareCardPagePath,
  shareCardUrl,
} from './share-cards';

describe('share cards', () => {
  it('name the agency, the kicker and the title in their alt text', () => {
    expect(pageCard('home').alt).toBe(
      'Ravi Digital, Web and marketing agency in Lahore: Your digital marketing success starts here',
    );
    const [post] = getAllPosts();
    expect(postCard(post!).alt).toBe(`Ravi Digital, Our Blog: ${post!.title}`);
  });

  it('take a service’s name and summary, and a case study’s client and first result', () => {
    const [service] = services;
    expect(serviceCard(service!)).toMatchObject({
      eyebrow: 'Service',
      title: service!.title,
      subtitle: service!.summary,
    });
    expect(serviceCard(service!).alt).toMatch(/^Ravi Digital service card: /);
    const [item] = portfolio;
    const card = caseStudyCard(item!);
    expect(card.eyebrow).toContain(item!.client);
    expect(card.subtitle).toBe(`${item!.results[0]!.value} ${item!.results[0]!.label}`);
  });

  it('are served under /og at the page’s path, versioned by what they say', () => {
    const home = pageCard('home');
    expect(shareCardUrl('/', home)).toMatch(/^\/og\?v=[0-9a-f]{12}$/);
    expect(shareCardUrl('/about-us', pageCard('aboutUs'))).toMatch(/^\/og\/about-us\?v=/);
    expect(shareCardUrl('/', home)).not.toBe(shareCardUrl('/', { ...home, title: 'Another title' }));
    expect(shareCardPagePath(undefined)).toBe('/');
    expect(shareCardPagePath(['services', 'Ui-Ux'])).toBe('/services/Ui-Ux');
  });

  it('exist for every page the site prerenders, each with its own address', () => {
    const urls = siteRoutes.map((route) => shareCardUrl(route.path, route.card));
    expect(new Set(urls).size).toBe(siteRoutes.length);
    for (const route of siteRoutes) {
      const segments = route.path.split('/').filter(Boolean);
      expect(findRoute(shareCardPagePath(segments))?.card, route.path).toBe(route.card);
      expect(shareCardUrl(route.path, route.card).startsWith(SHARE_CARD_PREFIX)).toBe(true);
    }
  });
});
