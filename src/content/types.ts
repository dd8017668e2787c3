/**
 * Shapes of the site's content. The loaders in this folder read the files under `content/`
 * and return data of these types; components render it and never hold copy of their own.
 */

/** An image the site serves from `public/`. Width and height are the intrinsic size, so the
 * browser reserves its box before it loads (no layout shift). */
export interface ImageAsset {
  /** Path under `public/`, starting with `/images/`. */
  src: string;
  /** Alternative text. Empty only for purely decorative images. */
  alt: string;
  /** Upright intrinsic size of the file. */
  width: number;
  height: number;
  /**
   * Set for photos (JPEG, PNG, WebP, AVIF), which the site serves as resized AVIF/WebP copies
   * (src/lib/images); drawings (SVG) are served as they are.
   */
  photo?: {
    kind: PictureKindName;
    /** Where a photo cut to its slot's shape keeps its subject. */
    focus: PictureFocus;
    /** Digest of the file's bytes: the copies' names change when the picture does. */
    digest: string;
  };
}

export { serviceSlugs } from './schema/constants';
import type { PictureFocus, PictureKindName } from './schema/pictures';
import { portfolioCategoryFilters, portfolioFilterIds, serviceIconLabels, serviceSlugs } from './schema/constants';
export type ServiceSlug = (typeof serviceSlugs)[number];

export const serviceIcons = Object.keys(serviceIconLabels) as (keyof typeof serviceIconLabels)[];
export type ServiceIcon = keyof typeof serviceIconLabels;

/** The four steps of 'Our Process', in the service's own words. */
export interface ProcessSteps {
  research: string;
  concept: string;
  implement: string;
  handover: string;
}

/** The steps of 'Our Process', in the order the site and the profile show them. */
export const processStepKeys = ['research', 'concept', 'implement', 'handover'] as const satisfies readonly (keyof ProcessSteps)[];

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
  /** Where the card leads: the project's case study. */
  href: string;
}

export type PortfolioCategory = keyof typeof portfolioCategoryFilters;
export type PortfolioFilter = (typeof portfolioCategoryFilters)[PortfolioCategory];
export type PortfolioFilterId = (typeof portfolioFilterIds)[number];

export interface CaseStudyStep {
  title: string;
  text: string;
}

/** A result in figures: `value` such as '+38%', `label` such as 'enquiries in 3 months'. */
export interface CaseStudyResult {
  value: string;
  label: string;
}

export interface PortfolioItem {
  slug: string;
  title: string;
  category: PortfolioCategory;
  /** One sentence on what was made and for whom (cards and search). */
  summary: string;
  image: ImageAsset;
  /** The case study: `/portfolio/<slug>`. */
  href: string;
  client: string;
  industry: string;
  city: string;
  year: number;
  duration: string;
  services: readonly ServiceSlug[];
  metaDescription: string;
  /** One paragraph: who the client is, what was made and what changed. */
  overview: string;
  challenge: string;
  approach: readonly CaseStudyStep[];
  results: readonly CaseStudyResult[];
  gallery: readonly ImageAsset[];
  tools: readonly string[];
  /** Slug of the client's testimonial, where one exists. */
  testimonial?: string;
  /** The finished site or app, opened in a new tab. */
  liveUrl?: string;
  /** Among the strongest case studies (the agency profile's selected work). */
  highlight: boolean;
}

export interface NavLink {
  label: string;
  href: string;
  /** The language of the page linked to, when it is not the language of the page the link is on. */
  hrefLang?: string;
}

export interface PageCopy {
  /** Title without the brand (the layout's template adds it). */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
}

/**
 * What a field says when the browser's check stops a send; a message left out keeps the browser's
 * own words (in the browser's language rather than the page's).
 */
export interface ValidityMessages {
  /** A required field left empty. */
  required?: string;
  /** An e-mail field that holds no e-mail address. */
  email?: string;
}

/** The words the contact form's client part shows. */
export interface ContactFormCopy {
  labels: { name: string; email: string; subject: string; message: string };
  /** Shown (hidden from screen readers) after the label of a field that must be filled in. */
  requiredMark: string;
  submit: string;
  success: string;
  failure: string;
  tooFast: string;
  honeypotLabel: string;
  validation: ValidityMessages;
}

/** The words the footer's newsletter form shows. */
export interface SubscribeFormCopy {
  subscribe: { label: string; button: string; success: string };
  failure: string;
  tooFast: string;
  honeypotLabel: string;
  validation: ValidityMessages;
}

/** The words of the header's search box. */
export interface SearchCopy {
  inputLabel: string;
  placeholder: string;
  submit: string;
  resultsLabel: string;
  groupHeadings: Record<'Service' | 'Project' | 'Post' | 'Page' | 'Team', string>;
  count: { one: string; other: string };
  noMatch: string;
  seeAll: string;
  keyboardHint: string;
  loading: string;
}

/** What a visitor types in the contact form. */
export type ContactDraft = { name: string; email: string; subject: string; message: string };

/** The menu's words: toggle, dialog name, title and close button. */
export interface MenuCopy {
  open: string;
  /** Accessible name of the dialog and of its list of links. */
  name: string;
  heading: string;
  close: string;
  /** Read out after `close` by screen readers, e.g. 'menu'. */
  closeHint: string;
}
