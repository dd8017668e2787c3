import { copyOf, type CopyOf } from './localized';
import { loadSingleton } from './load';
import { singletons } from './schema/model';

/*
 * The English copy. Sections shown in more than one language read theirs with
 * `copyOf(locale, …)` (./localized); these are the English objects, for the pages that exist only
 * in English.
 */

/** Title (without the brand, which the layout's template adds) and meta description of each page. */
export const pages = copyOf('en', 'meta');

/** A page's title (without the brand) and meta description. */
export type PageCopy = CopyOf<'meta'>[keyof CopyOf<'meta'>];

export const homeCopy = copyOf('en', 'home');
export const aboutCopy = copyOf('en', 'about');
export const servicesCopy = copyOf('en', 'servicesPage');
export const teamCopy = loadSingleton(singletons.teamPage);
export const portfolioCopy = loadSingleton(singletons.portfolioPage);

const { honeypotLabel: _honeypotLabel, validation: _validation, ...contact } = copyOf('en', 'contact');
export const contactCopy = contact;

/** Words shared by controls across the site. */
export const commonCopy = copyOf('en', 'common');
export const footerCopy = copyOf('en', 'footer');
export const notFoundCopy = copyOf('en', 'notFound');
export const modernHomeCopy = loadSingleton(singletons.modernHome);
export const privacyCopy = copyOf('en', 'privacy');
