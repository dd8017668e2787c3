import type { NavLink } from './types';

/**
 * The agency's facts in one place: header, footer, metadata, sitemap, JSON-LD and the
 * profile PDF all read from here.
 */
export const siteConfig = {
  name: 'Ravi Digital',
  /** Short line used in titles and the web manifest. */
  tagline: 'Web and marketing agency in Lahore',
  description:
    'Ravi Digital is a Lahore agency that builds websites, content, SEO, social media and paid campaigns for businesses of every size and niche.',
  locale: 'en_PK',
  email: 'hello@ravidigital.pk',
  phone: {
    display: '+92 42 3578 1200',
    /** E.164 form for `tel:` links and structured data. */
    e164: '+924235781200',
  },
  address: {
    street: '3rd Floor, 96-B Main Boulevard, Gulberg III',
    city: 'Lahore',
    region: 'Punjab',
    postalCode: '54660',
    country: 'Pakistan',
    countryCode: 'PK',
  },
  /** Office location, for maps and structured data. */
  geo: { latitude: 31.5102, longitude: 74.3441 },
  openingHours: 'Mo-Sa 10:00-19:00',
  socials: {
    facebook: 'https://www.facebook.com/ravidigital.pk',
    twitter: 'https://x.com/ravidigitalpk',
    linkedin: 'https://www.linkedin.com/company/ravi-digital-pk',
    instagram: 'https://www.instagram.com/ravidigital.pk',
    pinterest: 'https://www.pinterest.com/ravidigitalpk',
  },
  /**
   * An external blog address. When set, the navigation's Blog link goes there instead of
   * the site's own `/blog`.
   */
  externalBlogUrl: undefined as string | undefined,
  /** Path of the agency profile PDF linked from every service page. */
  profilePdf: '/agency-profile.pdf',
  foundingYear: 2022,
} as const;

export type SocialNetwork = keyof typeof siteConfig.socials;

export const socialLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
};

/** The contact page lists these four; the footer lists its own four (spec section 2). */
export const contactSocials: readonly SocialNetwork[] = ['facebook', 'twitter', 'linkedin', 'instagram'];
export const footerSocials: readonly SocialNetwork[] = ['facebook', 'pinterest', 'linkedin', 'instagram'];

/** Marketing figures from the spec, section 9. */
export const figures = {
  projectsCompleted: { value: '52', label: 'Projects completed' },
  customerSatisfaction: { value: '99+', label: 'Customer satisfaction' },
  teamMembers: { value: '34', label: 'Team members' },
  customersSatisfied: { value: '6k+', label: 'Customers satisfaction' },
  yearsOfExperience: { value: '04', label: 'Years of Experience' },
  companiesTrusted: 'More than 100+ companies trusted us worldwide',
} as const;

export interface Skill {
  label: string;
  /** Percentage, 0 to 100. */
  value: number;
}

/** Skill bars of the About page. */
export const aboutSkills: readonly Skill[] = [
  { label: 'UI/UX Design', value: 90 },
  { label: 'Digital Marketing', value: 100 },
  { label: 'Apps Development', value: 80 },
  { label: 'Web Development', value: 99 },
];

/** Skill bars of the modern-agency home. */
export const modernHomeSkills: readonly Skill[] = [
  { label: 'UI/UX Design', value: 90 },
  { label: 'Apps Development', value: 80 },
];

export const blogHref: string = siteConfig.externalBlogUrl ?? '/blog';

/** The site's real pages, in the order the menu shows them. */
export const mainNav: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about-us' },
  { label: 'Services', href: '/services' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Our Team', href: '/our-team' },
  { label: 'Blog', href: blogHref },
  { label: 'Contact', href: '/contact-us' },
];

/** Footer 'Useful links'. */
export const usefulLinks: readonly NavLink[] = [
  { label: 'About Us', href: '/about-us' },
  { label: 'Our Team', href: '/our-team' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Blog', href: blogHref },
  { label: 'Contact Us', href: '/contact-us' },
];

export function formatAddress(separator = ', '): string {
  const { street, city, postalCode, country } = siteConfig.address;
  return [street, `${city} ${postalCode}`, country].join(separator);
}
