/**
 * Everything the agency-profile PDF says, gathered from the site's content: the cover's figures,
 * each service with its four steps, the selected work and the contact details. The document in
 * components/profile-pdf lays it out.
 */
import { copyOf } from '@/content/localized';
import { aboutCopy, servicesCopy } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { profileCopy } from '@/content/profile';
import { services } from '@/content/services';
import { figures, formatAddress, siteConfig, socialLabels, type SocialNetwork } from '@/content/site';
import { processStepKeys } from '@/content/types';
import { siteHost } from '@/env';
import { fillTemplate } from '@/lib/i18n/copy';
import { packagePrice } from '@/lib/pricing/packages';

/** How many case studies the profile shows as selected work. */
export const SELECTED_WORK_COUNT = 3;

export interface LabelledValue {
  value: string;
  label: string;
}

export interface ProfileService {
  slug: string;
  title: string;
  description: string;
  /** The four steps, each named and told in the service's words. */
  steps: { key: string; title: string; text: string }[];
  /** Its packages, if it has any: "{service} packages" and one line each. */
  packages?: { heading: string; items: ProfilePackage[] };
}

export interface ProfilePackage {
  id: string;
  name: string;
  /** "Rs 85,000/month", "From Rs 1,50,000". */
  price: string;
  /** Who it is for, and the delivery time. */
  text: string;
  /** The "Recommended" label, on the recommended package only. */
  badge?: string;
}

export interface ProfileWork {
  slug: string;
  title: string;
  /** Client, industry, city and year. */
  facts: string;
  overview: string;
  results: LabelledValue[];
  /** The case study's address without the scheme, e.g. `ravidigital.pk/portfolio/…`. */
  link: string;
}

export interface AgencyProfile {
  /** The PDF's document properties. */
  info: { title: string; author: string; subject: string; keywords: string };
  brand: string;
  host: string;
  /** The running footer of the white pages, after the brand. */
  footer: string;
  cover: {
    eyebrow: string;
    title: string;
    intro: string;
    figuresHeading: string;
    figures: LabelledValue[];
    trusted: string;
    email: string;
    phone: string;
  };
  services: { eyebrow: string; heading: string; lead: string; items: ProfileService[] };
  /** The strongest case studies (marked in the content); none when none is marked. */
  work: { eyebrow: string; heading: string; items: ProfileWork[] };
  contact: {
    eyebrow: string;
    heading: string;
    lead: string;
    /** Label and value, two to a row. */
    items: LabelledValue[];
    socials: LabelledValue;
    cta: { title: string; text: string; link: string };
  };
}

const twoDigits = (count: number) => String(count).padStart(2, '0');

/** The profile as of `year` (the cover names the year it was made). */
export function agencyProfile(year = new Date().getFullYear()): AgencyProfile {
  const copy = profileCopy;
  const packageWords = copyOf('en', 'pricing').packages;
  const labels = copy.contactLabels;
  const socials = (Object.keys(siteConfig.socials) as SocialNetwork[]).map(
    (network) =>
      `${socialLabels[network]}: ${siteConfig.socials[network].replace(/^https:\/\/(www\.)?/, '')}`,
  );
  return {
    info: {
      title: copy.documentTitle,
      author: siteConfig.name,
      subject: copy.subject,
      keywords: services.map((service) => service.title).join(', '),
    },
    brand: siteConfig.name,
    host: siteHost,
    footer: copy.footer,
    cover: {
      eyebrow: `${copy.coverEyebrow} ${year}`,
      title: siteConfig.tagline,
      intro: aboutCopy.intro[0] ?? '',
      figuresHeading: copy.figuresHeading,
      figures: [
        figures.projectsCompleted,
        figures.teamMembers,
        figures.yearsOfExperience,
        figures.customerSatisfaction,
        figures.customersSatisfied,
        { value: twoDigits(services.length), label: copy.servicesFigure },
      ],
      trusted: figures.companiesTrusted,
      email: siteConfig.email,
      phone: siteConfig.phone.display,
    },
    services: {
      eyebrow: copy.servicesEyebrow,
      heading: servicesCopy.heading,
      lead: `${servicesCopy.text} ${aboutCopy.intro[1]}`,
      items: services.map((service) => ({
        slug: service.slug,
        title: service.title,
        description: service.description,
        steps: processStepKeys.map((key) => ({
          key,
          title: servicesCopy.process.steps[key],
          text: service.process[key],
        })),
        ...(service.packages.length > 0
          ? {
              packages: {
                heading: fillTemplate(packageWords.heading, { service: service.title }),
                items: service.packages.map((item) => ({
                  id: item.id,
                  name: item.name,
                  price: packagePrice('en', item),
                  text: `${item.summary} ${packageWords.delivery}: ${item.delivery}.`,
                  badge: item.recommended ? packageWords.recommended : undefined,
                })),
              },
            }
          : {}),
      })),
    },
    work: {
      eyebrow: copy.workEyebrow,
      heading: copy.workHeading,
      items: portfolio
        .filter((item) => item.highlight)
        .slice(0, SELECTED_WORK_COUNT)
        .map((item) => ({
          slug: item.slug,
          title: item.title,
          facts: [item.client, item.industry, item.city, String(item.year)].join(' · '),
          overview: item.overview,
          results: item.results.map(({ value, label }) => ({ value, label })),
          link: `${siteHost}${item.href}`,
        })),
    },
    contact: {
      eyebrow: copy.contactEyebrow,
      heading: servicesCopy.contactCta.heading,
      lead: servicesCopy.contactCta.text,
      items: [
        { label: labels.office, value: formatAddress('\n') },
        { label: labels.hours, value: copy.openingHours },
        { label: labels.email, value: siteConfig.email },
        { label: labels.phone, value: siteConfig.phone.display },
        { label: labels.website, value: siteHost },
      ],
      socials: { label: labels.socials, value: socials.join('\n') },
      cta: {
        title: servicesCopy.contactCta.cta,
        text: aboutCopy.experience.text,
        link: `${siteHost}/contact-us`,
      },
    },
  };
}
