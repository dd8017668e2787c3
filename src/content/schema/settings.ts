/**
 * The site settings: the agency's facts (name, address, numbers, links, figures), the menus and
 * the illustrations' alternative texts.
 */
import { alt, decimal, integer, list, object, optionalText, optionalUrl, select, text, url } from './fields';
import {
  CONTENT_DIR,
  E164,
  INTERNATIONAL_NUMBER,
  line,
  paragraph,
  linkList,
  skills,
  figure,
  singleton,
} from './kit';
import { socialNetworks } from './constants';

const socialUrls = object(
  Object.fromEntries(
    socialNetworks.map((network) => [network, url({ label: network[0]!.toUpperCase() + network.slice(1) })]),
  ) as Record<(typeof socialNetworks)[number], ReturnType<typeof url>>,
  { label: 'Social profiles' },
);
const socialNames = object(
  Object.fromEntries(socialNetworks.map((network) => [network, line(`${network} label`, 30)])) as Record<
    (typeof socialNetworks)[number],
    ReturnType<typeof line>
  >,
  { label: 'Names of the social networks' },
);
const socialChoice = select(
  { label: 'Network' },
  {
    facebook: 'Facebook',
    twitter: 'Twitter',
    linkedin: 'LinkedIn',
    instagram: 'Instagram',
    pinterest: 'Pinterest',
  },
  'facebook',
);

export const settings = {
  site: singleton({
    label: 'Site settings',
    path: `${CONTENT_DIR}/settings/site`,
    fields: {
      name: line('Agency name', 40),
      tagline: line('Tagline', 80),
      description: paragraph('Description', 200, 'The default meta description.'),
      locale: text({
        label: 'Locale',
        max: 10,
        pattern: { regex: /^[a-z]{2}_[A-Z]{2}$/, message: 'such as en_PK' },
      }),
      email: text({
        label: 'E-mail',
        max: 80,
        pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'an e-mail address' },
      }),
      phone: object(
        {
          display: line('As shown', 30),
          e164: text({ label: 'International format', max: 16, pattern: E164 }),
        },
        { label: 'Phone' },
      ),
      whatsapp: optionalText({
        label: 'WhatsApp number',
        description:
          'International format, written as people should read it on the contact page, e.g. +92 300 1234567. Leave empty to hide every WhatsApp link.',
        max: 24,
        pattern: INTERNATIONAL_NUMBER,
      }),
      address: object(
        {
          street: line('Street', 80),
          city: line('City', 40),
          region: line('Province', 40),
          postalCode: line('Postal code', 10),
          country: line('Country', 40),
          countryCode: text({
            label: 'Country code',
            max: 2,
            pattern: { regex: /^[A-Z]{2}$/, message: 'two capital letters' },
          }),
        },
        { label: 'Address' },
      ),
      geo: object(
        {
          latitude: decimal({ label: 'Latitude', min: -90, max: 90 }),
          longitude: decimal({ label: 'Longitude', min: -180, max: 180 }),
        },
        { label: 'Office location' },
      ),
      openingHours: text({
        label: 'Opening hours (for search engines)',
        description: 'schema.org form, e.g. Mo-Sa 10:00-19:00.',
        max: 60,
        pattern: {
          regex: /^[A-Z][a-z](-[A-Z][a-z])? \d\d:\d\d-\d\d:\d\d$/,
          message: 'such as Mo-Sa 10:00-19:00',
        },
      }),
      openingHoursText: line('Opening hours (for people)', 80),
      socials: socialUrls,
      socialLabels: socialNames,
      externalBlogUrl: optionalUrl({
        label: 'External blog',
        description: 'When set, the Blog link goes there instead of /blog.',
      }),
      foundingYear: integer({ label: 'Founding year', min: 1990, max: 2100 }),
      figures: object(
        {
          projectsCompleted: figure('Projects completed'),
          customerSatisfaction: figure('Customer satisfaction'),
          teamMembers: figure('Team members'),
          customersSatisfied: figure('Customers satisfied'),
          yearsOfExperience: figure('Years of experience'),
          companiesTrusted: line('Companies line', 80),
        },
        { label: 'Marketing figures' },
      ),
      aboutSkills: skills('Skill bars on the About page'),
      modernHomeSkills: skills('Skill bars on the modern home'),
    },
  }),
  navigation: singleton({
    label: 'Navigation',
    path: `${CONTENT_DIR}/settings/navigation`,
    fields: {
      mainNav: linkList('Menu'),
      usefulLinks: linkList('Footer: useful links'),
      contactSocials: list(socialChoice, { label: 'Social links on the contact page', min: 1, max: 5 }),
      footerSocials: list(socialChoice, { label: 'Social links in the footer', min: 1, max: 5 }),
    },
  }),
  visuals: singleton({
    label: 'Site illustrations',
    path: `${CONTENT_DIR}/settings/visuals`,
    fields: {
      hero: alt('Home hero: alternative text'),
      about: alt('About block: alternative text'),
      team: alt('Team teaser: alternative text'),
    },
  }),
};
