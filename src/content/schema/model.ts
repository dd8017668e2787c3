/**
 * Every collection and singleton of the site's content: where its files live and the fields
 * they hold. `keystatic.config.ts` builds the admin from this; the loaders in `src/content/`
 * validate the files with the same fields' zod schemas. Each part lives in a file of its own:
 * collections, settings, site-wide copy, pages, listing pages and translations.
 */
import { collections } from './collections';
import { listingPages } from './listing-pages';
import { pages } from './pages';
import { settings } from './settings';
import { siteWidePages } from './site-wide';
import { spamSettings } from './spam-fields';
import { whatsappSettings } from './whatsapp-fields';

export { CONTENT_DIR, type AnyCollectionModel, type CollectionModel, type SingletonModel } from './kit';
export { collections, type PortraitHair, type ProductDrawing } from './collections';
export { siteWords, translations, type TranslationModels } from './translations';
// Structural constants, kept apart from the model so the browser can import them without zod.
export {
  portfolioCategoryFilters,
  portfolioFilterIds,
  serviceIconLabels,
  serviceSlugs,
  socialNetworks,
} from './constants';

export const singletons = {
  ...settings,
  ...spamSettings,
  ...whatsappSettings,
  ...siteWidePages,
  ...pages,
  ...listingPages,
};

export type Collections = typeof collections;
export type Singletons = typeof singletons;
