import { loadSingleton } from './load';
import { singletons } from './schema/model';
import { siteConfig } from './site';

/** Words of the agency-profile PDF that no page of the site already says. */
export const profileCopy = {
  ...loadSingleton(singletons.profile),
  openingHours: siteConfig.openingHoursText,
};
