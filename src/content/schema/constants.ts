/**
 * Structural constants of the content: routes, filters and icons are built around them, so they
 * stay in code. They live apart from the model, free of zod, because the browser needs one of
 * them (the portfolio filter's ids): importing the model there would put the whole model and zod
 * into the JavaScript every page prefetches with its links to the portfolio.
 */

/** Slugs exactly as the spec's routes spell them, including its mixed case. */
export const serviceSlugs = [
  'web-development',
  'digital-marketing-services',
  'social-media-marketing',
  'graphic-designing',
  'Ui-Ux',
  'search-engine-optimization',
  'Video-Editing',
  'content-writing',
  'Branding-services',
] as const;

export const serviceIconLabels = {
  code: 'Code brackets',
  megaphone: 'Megaphone',
  share: 'Share',
  palette: 'Palette',
  layout: 'Page layout',
  search: 'Magnifier',
  film: 'Film',
  pen: 'Pen',
  badge: 'Badge',
} as const;

/** Portfolio categories and the filter group each belongs to. */
export const portfolioCategoryFilters = {
  'web-development': 'web-development',
  wordpress: 'web-development',
  'digital-marketing': 'marketing',
  'social-media': 'marketing',
  'mobile-app': 'mobile-apps',
  graphics: 'graphics',
  product: 'product',
} as const;

export const portfolioFilterIds = [
  'all',
  'web-development',
  'mobile-apps',
  'marketing',
  'graphics',
  'product',
] as const;

export const socialNetworks = ['facebook', 'twitter', 'linkedin', 'instagram', 'pinterest'] as const;
