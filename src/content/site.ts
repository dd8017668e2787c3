import { loadSingleton, type SingletonData } from './load';
import { copyOf, type CopyOf } from './localized';
import type { Locale } from './locales';
import { singletons, type socialNetworks } from './schema/model';

/** A link as the menus hold it (content/settings/navigation.yaml). */
export type NavLink = SingletonData<typeof singletons.navigation>['mainNav'][number] & {
  /** The language of the page linked to, when it is not the language of the page the link is on. */
  hrefLang?: string;
};

/** The menu's words that its client part shows: toggle, dialog name, title and close button. */
export type MenuCopy = Pick<CopyOf<'common'>['menu'], 'open' | 'name' | 'heading' | 'close' | 'closeHint'>;

const settings = loadSingleton(singletons.site);
const navigation = loadSingleton(singletons.navigation);

/**
 * The agency's facts in one place (content/settings/site.yaml): header, footer, metadata,
 * sitemap, JSON-LD and the profile PDF all read from here.
 */
export const siteConfig = {
  name: settings.name,
  /** Short line used in titles and the web manifest. */
  tagline: settings.tagline,
  description: settings.description,
  locale: settings.locale,
  email: settings.email,
  phone: settings.phone,
  /** WhatsApp number in international format (+ and digits), or undefined to show no WhatsApp link. */
  whatsapp: settings.whatsapp,
  address: settings.address,
  /** Office location, for maps and structured data. */
  geo: settings.geo,
  /** schema.org form, e.g. 'Mo-Sa 10:00-19:00'. */
  openingHours: settings.openingHours,
  /** The same hours as people read them. */
  openingHoursText: settings.openingHoursText,
  socials: settings.socials,
  /**
   * An external blog address. When set, the navigation's Blog link goes there instead of
   * the site's own `/blog`.
   */
  externalBlogUrl: settings.externalBlogUrl,
  /** Path of the agency profile PDF linked from every service page. */
  profilePdf: '/agency-profile.pdf',
  foundingYear: settings.foundingYear,
} as const;

export type SocialNetwork = (typeof socialNetworks)[number];

export const socialLabels: Record<SocialNetwork, string> = settings.socialLabels;

/** The contact page and the footer each list their own networks (spec section 2). */
export const contactSocials: readonly SocialNetwork[] = navigation.contactSocials;
export const footerSocials: readonly SocialNetwork[] = navigation.footerSocials;

/** Marketing figures from the spec, section 9. */
export const figures = settings.figures;

/** A skill bar: its label and percentage. */
export type Skill = SingletonData<typeof singletons.site>['aboutSkills'][number];

/** Skill bars of the About page. */
export const aboutSkills: readonly Skill[] = settings.aboutSkills;

/** Skill bars of the modern-agency home. */
export const modernHomeSkills: readonly Skill[] = settings.modernHomeSkills;

export const blogHref: string = siteConfig.externalBlogUrl ?? '/blog';

/** The site's own blog path is replaced by the external blog when one is set. */
function withBlog(links: readonly NavLink[]): readonly NavLink[] {
  return links.map((link) => (link.href === '/blog' ? { ...link, href: blogHref } : link));
}

/** The site's real pages, in the order the menu shows them. */
export const mainNav: readonly NavLink[] = withBlog(navigation.mainNav);

/** Footer 'Useful links'. */
export const usefulLinks: readonly NavLink[] = withBlog(navigation.usefulLinks);

/** The menu and the footer's links with their labels in `locale` (the addresses are the English pages'). */
export function navigationOf(locale: Locale): {
  mainNav: readonly NavLink[];
  usefulLinks: readonly NavLink[];
} {
  const { mainNav: main, usefulLinks: useful } = copyOf(locale, 'navigation');
  return { mainNav: withBlog(main), usefulLinks: withBlog(useful) };
}

/** The settings' words in `locale`: the default description, the marketing figures and the About page's skill bars. */
export function siteWordsOf(locale: Locale): {
  description: string;
  figures: typeof figures;
  aboutSkills: readonly Skill[];
} {
  const { description, figures: localFigures, aboutSkills: skills } = copyOf(locale, 'site');
  return { description, figures: localFigures, aboutSkills: skills };
}

export function formatAddress(separator = ', '): string {
  const { street, city, postalCode, country } = siteConfig.address;
  return [street, `${city} ${postalCode}`, country].join(separator);
}
