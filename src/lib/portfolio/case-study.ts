/** What a case study page derives from the portfolio: related work, neighbours and its contact link. */
import { portfolioCategoryFilters } from '@/content/schema/constants';
import type { PortfolioItem } from '@/content/types';
import { fillTemplate } from '../i18n/copy';

/** How many related projects a case study shows. */
export const RELATED_COUNT = 3;

type Item = Pick<PortfolioItem, 'slug' | 'category'>;

/**
 * Projects of the same filter group (e.g. every Marketing project for a social campaign), the same
 * category first, then in portfolio order, never the project itself.
 */
export function relatedProjects<T extends Item>(item: T, all: readonly T[], count = RELATED_COUNT): T[] {
  const group = portfolioCategoryFilters[item.category];
  const others = all.filter(
    (other) => other.slug !== item.slug && portfolioCategoryFilters[other.category] === group,
  );
  const sameCategory = others.filter((other) => other.category === item.category);
  const rest = others.filter((other) => other.category !== item.category);
  return [...sameCategory, ...rest].slice(0, count);
}

/** The projects before and after this one in portfolio order, wrapping round at the ends. */
export function neighbours<T extends Item>(item: T, all: readonly T[]): { previous: T; next: T } {
  const index = all.findIndex((other) => other.slug === item.slug);
  if (index < 0 || all.length < 2)
    throw new Error(`neighbours: ${item.slug} is not in a list of two or more`);
  return {
    previous: all[(index - 1 + all.length) % all.length] as T,
    next: all[(index + 1) % all.length] as T,
  };
}

/** The query parameter the contact form reads its subject from. */
export const SUBJECT_PARAM = 'subject';

/** `/contact-us?subject=…`, with the subject written from a template such as 'A project like {project}'. */
export function contactHref(subjectTemplate: string, project: string): string {
  const subject = fillTemplate(subjectTemplate, { project });
  return `/contact-us?${new URLSearchParams({ [SUBJECT_PARAM]: subject })}`;
}
