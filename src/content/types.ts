/**
 * The names components use for the site's content. The shapes of what the content files hold are
 * not written here: each is the type of its loader's result (src/content/services.ts, …), which
 * is the zod schema's output (src/content/schema) with the pictures read as `ImageAsset`s, so the
 * limits the admin and the build check live in the schema alone. What is written out here is not
 * read from a content file: the picture the loaders make, and the contact form's value.
 */
import type { PictureFocus, PictureKindName } from './schema/pictures';
import type { ProcessSteps } from './services';
import {
  portfolioCategoryFilters,
  portfolioFilterIds,
  serviceIconLabels,
  serviceSlugs,
} from './schema/constants';

export type { ClientLogo } from './clients';
export type { ContactFormCopy, SubscribeFormCopy, ValidityMessages } from './forms';
export type { PageCopy } from './pages';
export type { CaseStudyResult, CaseStudyStep, PortfolioItem } from './portfolio';
export type { Project } from './projects';
export type { SearchCopy } from './search-blog';
export type { ProcessSteps, Service, ServicePackage } from './services';
export type { MenuCopy, NavLink, Skill } from './site';
export type { TeamMember } from './team';
export type { Testimonial } from './testimonials';

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

/** What a visitor types in the contact form, and the package a "Choose" link named (a hidden field). */
export type ContactDraft = { name: string; email: string; subject: string; package: string; message: string };

export { serviceSlugs };
export type ServiceSlug = (typeof serviceSlugs)[number];

export const serviceIcons = Object.keys(serviceIconLabels) as (keyof typeof serviceIconLabels)[];
export type ServiceIcon = keyof typeof serviceIconLabels;

/** The steps of 'Our Process', in the order the site and the profile show them. */
export const processStepKeys = [
  'research',
  'concept',
  'implement',
  'handover',
] as const satisfies readonly (keyof ProcessSteps)[];

export type PortfolioCategory = keyof typeof portfolioCategoryFilters;
export type PortfolioFilter = (typeof portfolioCategoryFilters)[PortfolioCategory];
export type PortfolioFilterId = (typeof portfolioFilterIds)[number];
