/**
 * Shapes of the site's content. Every module in this folder exports plain data of these
 * types; components render it and never hold copy of their own.
 */

/** An image the site serves from `public/`. Width and height are the intrinsic size, so the
 * browser reserves its box before it loads (no layout shift). */
export interface ImageAsset {
  /** Path under `public/`, starting with `/images/`. */
  src: string;
  /** Alternative text. Empty only for purely decorative images. */
  alt: string;
  width: number;
  height: number;
}

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
export type ServiceSlug = (typeof serviceSlugs)[number];

export const serviceIcons = [
  'code',
  'megaphone',
  'share',
  'palette',
  'layout',
  'search',
  'film',
  'pen',
  'badge',
] as const;
export type ServiceIcon = (typeof serviceIcons)[number];

/** The four steps of 'Our Process', in the service's own words. */
export interface ProcessSteps {
  research: string;
  concept: string;
  implement: string;
  handover: string;
}

export interface Service {
  slug: ServiceSlug;
  /** Full title: page header, description block, navigation. */
  title: string;
  /** Two-word title for the services cards, e.g. 'Web Development'. */
  cardTitle: string;
  icon: ServiceIcon;
  /** Card text on the home page and the services list: one or two sentences. */
  summary: string;
  /** Meta description for the service page, 120–160 characters. */
  metaDescription: string;
  /** Header image of the detail page. */
  image: ImageAsset;
  /** Description block: a paragraph of 60–110 words. */
  description: string;
  /** A shorter second paragraph, 25–50 words. */
  shortDescription: string;
  /** Two feature lists of four items each, short phrases. */
  firstFeatures: readonly string[];
  secondFeatures: readonly string[];
  leftImage: ImageAsset;
  rightImage: ImageAsset;
  process: ProcessSteps;
  /** How the detail page closes: the contact call to action, or (SEO) testimonials. */
  closing: 'contact' | 'testimonials';
  /** Extra words people search with, for the site search. */
  keywords: readonly string[];
}

export interface Testimonial {
  slug: string;
  name: string;
  /** Role and company, e.g. 'Founder, Chai Khana Foods'. */
  role: string;
  quote: string;
  image: ImageAsset;
  /** Stars out of five. */
  rating: 1 | 2 | 3 | 4 | 5;
}

export interface TeamMember {
  slug: string;
  name: string;
  role: string;
  image: ImageAsset;
}

export interface ClientLogo {
  slug: string;
  name: string;
  logo: ImageAsset;
}

/** Featured project card (template home carousel). */
export interface Project {
  slug: string;
  title: string;
  subtitle: string;
  image: ImageAsset;
  /** Where the card leads: an internal path. */
  href: string;
}

/** The categories of the spec's portfolio items, with the label shown on each card. */
export const portfolioCategories = {
  'web-development': { label: 'Web Development', filter: 'web-development' },
  wordpress: { label: 'Web Development (WordPress)', filter: 'web-development' },
  'digital-marketing': { label: 'Digital Marketing', filter: 'marketing' },
  'social-media': { label: 'Social Media', filter: 'marketing' },
  'mobile-app': { label: 'Mobile App', filter: 'mobile-apps' },
  graphics: { label: 'Graphics', filter: 'graphics' },
  product: { label: 'Product', filter: 'product' },
} as const;
export type PortfolioCategory = keyof typeof portfolioCategories;
export type PortfolioFilter = (typeof portfolioCategories)[PortfolioCategory]['filter'];

export interface PortfolioItem {
  slug: string;
  title: string;
  category: PortfolioCategory;
  /** One sentence on what was made and for whom (used by search and alt text). */
  summary: string;
  image: ImageAsset;
  /** Optional external link, opened in a new tab. */
  href?: string;
}

export interface NavLink {
  label: string;
  href: string;
}

export interface PageCopy {
  /** Title without the brand (the layout's template adds it). */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
}
