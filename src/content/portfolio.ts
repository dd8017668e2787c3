import { checkReference, ContentError, imageAsset, loadCollection, loadSingleton, type Entry } from './load';
import {
  collections,
  portfolioCategoryFilters,
  portfolioFilterIds,
  serviceSlugs,
  singletons,
} from './schema/model';
import type { PortfolioCategory, PortfolioFilter, ServiceSlug } from './types';
import { testimonials } from './testimonials';

const copy = loadSingleton(singletons.portfolioPage);
const dir = collections.portfolio.path;

/** The path of a project's case study. */
export function caseStudyPath(slug: string): string {
  return `/portfolio/${slug}`;
}

function serviceSlug(where: string, slug: string): ServiceSlug {
  const found = serviceSlugs.find((candidate) => candidate === slug);
  if (!found) throw new ContentError(`${where}: services: no service “${slug}”`);
  return found;
}

/** A case study as the site shows it: its file's fields, with its pictures read and its links checked. */
function toPortfolioItem(entry: Entry<typeof collections.portfolio.fields>) {
  const where = `${dir}/${entry.slug}.yaml`;
  // `product` says what the drawn pictures show: only the artwork generator reads it.
  const { order: _order, product: _product, imageAlt, gallery, services, testimonial, ...fields } = entry;
  if (testimonial) checkReference(where, 'testimonial', testimonial, testimonials);
  return {
    ...fields,
    image: imageAsset(entry.image, imageAlt, `${where}: image`, {
      kind: collections.portfolio.fields.image.kind,
    }),
    /** The case study: `/portfolio/<slug>`. */
    href: caseStudyPath(entry.slug),
    services: services.map((slug) => serviceSlug(where, slug)),
    gallery: gallery.map((item, index) =>
      imageAsset(item.image, item.alt, `${where}: gallery.${index}`, { kind: 'project' }),
    ),
    ...(testimonial
      ? {
          /** Slug of the client's testimonial, where one exists. */
          testimonial,
        }
      : {}),
  };
}

export type PortfolioItem = ReturnType<typeof toPortfolioItem>;
export type CaseStudyStep = PortfolioItem['approach'][number];
/** A result in figures: `value` such as '+38%', `label` such as 'enquiries in 3 months'. */
export type CaseStudyResult = PortfolioItem['results'][number];

/** The portfolio grid and its case studies (content/portfolio), in display order. */
export const portfolio: readonly PortfolioItem[] = loadCollection(collections.portfolio).map(toPortfolioItem);

/** Each category with the label its cards show and the filter group it belongs to. */
export const portfolioCategories = Object.fromEntries(
  Object.entries(portfolioCategoryFilters).map(([category, filter]) => [
    category,
    { label: copy.categories[category as PortfolioCategory], filter },
  ]),
) as Record<PortfolioCategory, { label: string; filter: PortfolioFilter }>;

type Labelled<T extends readonly string[]> = { readonly [K in keyof T]: { id: T[K]; label: string } };
export const portfolioFilters = portfolioFilterIds.map((id) => ({
  id,
  label: copy.filters[id],
})) as unknown as Labelled<typeof portfolioFilterIds>;
export type { PortfolioFilterId } from './types';

export function filterOf(item: PortfolioItem): PortfolioFilter {
  return portfolioCategoryFilters[item.category];
}

export function categoryLabel(item: PortfolioItem): string {
  return portfolioCategories[item.category].label;
}

export function getCaseStudy(slug: string): PortfolioItem | undefined {
  return portfolio.find((item) => item.slug === slug);
}
