import { describe, expect, it } from 'vitest';
import { servicesCopy } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { profileCopy } from '@/content/profile';
import { services } from '@/content/services';
import { SELECTED_WORK_COUNT, agencyProfile } from './profile';

describe('agency profile data', () => {
  const profile = agencyProfile(2030);

  it('dates the cover and counts the services among its figures', () => {
    expect(profile.cover.eyebrow).toBe(`${profileCopy.coverEyebrow} 2030`);
    expect(profile.cover.figures.at(-1)).toEqual({
      value: String(services.length).padStart(2, '0'),
      label: profileCopy.servicesFigure,
    });
  });

  it('gives every service its four steps, in order, with their names', () => {
    expect(profile.services.items.map((item) => item.slug)).toEqual(services.map((service) => service.slug));
    for (const item of profile.services.items) {
      expect(item.steps.map((step) => step.title)).toEqual(Object.values(servicesCopy.process.steps));
    }
  });

  it('selects the highlighted case studies, at most three', () => {
    const highlighted = portfolio.filter((item) => item.highlight).slice(0, SELECTED_WORK_COUNT);
    expect(profile.work.items.map((item) => item.slug)).toEqual(highlighted.map((item) => item.slug));
    for (const item of profile.work.items) expect(item.link).toMatch(new RegExp(`/portfolio/${item.slug}$`));
  });
});
