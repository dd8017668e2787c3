import { loadSingleton } from './load';
import { singletons } from './schema/model';

/** Title (without the brand, which the layout's template adds) and meta description of each page. */
export const pages = loadSingleton(singletons.meta);

export const homeCopy = loadSingleton(singletons.home);
export const aboutCopy = loadSingleton(singletons.about);
export const servicesCopy = loadSingleton(singletons.servicesPage);
export const teamCopy = loadSingleton(singletons.teamPage);
export const portfolioCopy = loadSingleton(singletons.portfolioPage);

const { honeypotLabel: _honeypotLabel, ...contact } = loadSingleton(singletons.contact);
export const contactCopy = contact;

/** Words shared by controls across the site. */
export const commonCopy = loadSingleton(singletons.common);
export const footerCopy = loadSingleton(singletons.footer);
export const notFoundCopy = loadSingleton(singletons.notFound);
export const modernHomeCopy = loadSingleton(singletons.modernHome);
export const privacyCopy = loadSingleton(singletons.privacy);
