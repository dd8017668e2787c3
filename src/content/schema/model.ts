/**
 * Every collection and singleton of the site's content: where its files live and the fields
 * they hold. `keystatic.config.ts` builds the admin from this; the loaders in `src/content/`
 * validate the files with the same fields' zod schemas.
 */
import {
  alt,
  checkbox,
  date,
  decimal,
  image,
  integer,
  list,
  object,
  optionalReference,
  optionalText,
  optionalUrl,
  pictureFocus,
  reference,
  references,
  select,
  text,
  url,
  type Field,
} from './fields';

/** The folder, at the repository root, that holds every content file. */
export const CONTENT_DIR = 'content';

// Structural constants, kept apart from the model so the browser can import them without zod.
export {
  portfolioCategoryFilters,
  portfolioFilterIds,
  serviceIconLabels,
  serviceSlugs,
  socialNetworks,
} from './constants';
import { portfolioCategoryFilters, portfolioFilterIds, serviceIconLabels, socialNetworks } from './constants';
import { localeInfo, type Locale } from '../locales';
import type { PictureKindName } from './pictures';

const SLUG = { regex: /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, message: 'letters, digits and single dashes only' };
const PATH = { regex: /^(\/[A-Za-z0-9._~%-]*)+$|^https:\/\/\S+$/, message: 'a site path such as /about-us, or an https address' };
const E164 = { regex: /^\+[1-9]\d{7,14}$/, message: 'international format: + and the digits, e.g. +924235781200' };
/** An international number as people write it: + and 8 to 15 digits, single spaces or dashes between. */
const INTERNATIONAL_NUMBER = {
  regex: /^\+[1-9](?:[ -]?\d){7,14}$/,
  message: 'international format: + and the country code, e.g. +92 300 1234567',
};
/** Copy that must name a value where it is shown, such as 'Ask about {service} on WhatsApp'. */
const placeholder = (name: string) => ({ regex: new RegExp(`\\{${name}\\}`), message: `must contain {${name}}` });

// Small shorthands for page copy.
const line = (label: string, max = 120, description?: string) => text({ label, max, description });
const paragraph = (label: string, max = 700, description?: string) =>
  text({ label, max, multiline: true, description });
const metaDescription = () =>
  text({
    label: 'Meta description',
    description: 'Shown under the title in search results and share cards.',
    min: 70,
    max: 160,
    multiline: true,
  });
const order = () =>
  integer({ label: 'Position', description: 'Where this entry appears in lists: lower numbers first.', min: 0, max: 999 });
const withHint = (description: string | undefined, hint: string) => (description ? `${description} ${hint}` : hint);
const template = (label: string, name: string, max = 120, description?: string) =>
  text({ label, max, description: withHint(description, `{${name}} is replaced.`), pattern: placeholder(name) });
const whatsappMessage = (label: string, description: string) =>
  optionalText({ label, max: 200, description: `${description} Leave empty to open an empty chat.` });
const heading = () => line('Heading');
const eyebrow = () => line('Eyebrow', 40, 'The small label above the heading.');
const linkList = (label: string) =>
  list(object({ label: line('Label', 40), href: text({ label: 'Address', max: 200, pattern: PATH }) }), {
    label,
    min: 1,
    max: 10,
    itemLabel: 'label',
  });
const skills = (label: string) =>
  list(object({ label: line('Skill', 40), value: integer({ label: 'Percentage', min: 0, max: 100 }) }), {
    label,
    min: 1,
    max: 8,
    itemLabel: 'label',
  });
const figure = (label: string) => object({ value: line('Figure', 12), label: line('Label', 40) }, { label });
const pageMeta = (label: string) =>
  object({ title: line('Title', 70, 'Without the agency name, which is added after it.'), description: metaDescription() }, { label });
/** The share card's lime shape at the right edge, so neighbouring pages' cards look related but not identical. */
const shareCardAccent = () =>
  select({ label: 'Shape', description: 'The lime shape at the right edge of the card.' }, { orbit: 'Rings', arc: 'Arc', bars: 'Bars' }, 'orbit');
const shareCardEyebrow = () => line('Kicker', 60, 'The small lime label above the title.');
const shareCard = (label: string) =>
  object(
    {
      eyebrow: shareCardEyebrow(),
      title: line('Title', 90),
      subtitle: paragraph('Text', 300, 'Under the title; cut at a word near 150 characters.'),
      accent: shareCardAccent(),
    },
    { label },
  );

interface Model<S extends Record<string, Field>> {
  label: string;
  /** Path of the file (singleton) or folder (collection) under the repository root, without extension. */
  path: string;
  fields: S;
}

export interface CollectionModel<S extends Record<string, Field> = Record<string, Field>> extends Model<S> {
  /** The field whose value names the entry; the file name is its slug. */
  slugField: keyof S & string;
  /** Markdown body (blog posts): the file is `.md` with the fields as front matter. */
  markdown?: MarkdownBody;
  /** Fields shown as columns in the admin's list. */
  columns?: (keyof S & string)[];
}

/** Any collection, for code that walks them all (the admin's configuration). */
export interface AnyCollectionModel extends Model<Record<string, Field>> {
  slugField: string;
  markdown?: MarkdownBody;
  columns?: string[];
}

/**
 * A Markdown body field. Pictures placed in it are kept in `public/images/<folder>/<entry slug>/`,
 * beside the entry's other pictures, and served through the picture pipeline as `kind`.
 */
export interface MarkdownBody {
  field: string;
  label: string;
  pictures: { folder: string; kind: PictureKindName };
}

export type SingletonModel<S extends Record<string, Field> = Record<string, Field>> = Model<S>;

function collection<S extends Record<string, Field>>(model: CollectionModel<S>) {
  return model;
}
function singleton<S extends Record<string, Field>>(model: SingletonModel<S>) {
  return model;
}

const serviceFields = {
  title: line('Title', 60),
  order: order(),
  cardTitle: text({ label: 'Card title', description: 'Two words, for the service cards.', max: 30, pattern: { regex: /^\S+ \S+$/, message: 'exactly two words' } }),
  icon: select({ label: 'Icon' }, serviceIconLabels, 'code'),
  summary: paragraph('Card text', 220, 'One or two sentences for the services cards.'),
  metaDescription: metaDescription(),
  image: image({ label: 'Header picture', folder: 'services', kind: 'serviceHeader' }),
  imageAlt: alt('Header picture: alternative text'),
  description: paragraph('Description', 900, 'The description block: 60 to 110 words.'),
  shortDescription: paragraph('Second paragraph', 400, '25 to 50 words.'),
  firstFeatures: list(line('Feature', 60), { label: 'First feature list', min: 3, max: 6 }),
  secondFeatures: list(line('Feature', 60), { label: 'Second feature list', min: 3, max: 6 }),
  leftImage: image({ label: 'Left picture', folder: 'services', kind: 'servicePanel' }),
  leftImageAlt: alt('Left picture: alternative text'),
  rightImage: image({ label: 'Right picture', folder: 'services', kind: 'servicePanel' }),
  imageFocus: pictureFocus(),
  rightImageAlt: alt('Right picture: alternative text'),
  process: object(
    {
      research: paragraph('Research', 400),
      concept: paragraph('Concept', 400),
      implement: paragraph('Implement', 400),
      handover: paragraph('Handover', 400),
    },
    { label: 'Our process, in this service’s words' },
  ),
  closing: select(
    { label: 'Page ending', description: 'How the service page closes.' },
    { contact: 'Contact call to action', testimonials: 'Client testimonials' },
    'contact',
  ),
  keywords: list(line('Keyword', 40), { label: 'Search keywords', description: 'Extra words people search with.', min: 0, max: 12 }),
};

const portfolioCategoryLabels = {
  'web-development': 'Web Development',
  wordpress: 'Web Development (WordPress)',
  'digital-marketing': 'Digital Marketing',
  'social-media': 'Social Media',
  'mobile-app': 'Mobile App',
  graphics: 'Graphics',
  product: 'Product',
} as const;

/*
 * What the site's drawn pictures show where the entry alone cannot tell: the artwork generator
 * (`npm run artwork`, scripts/artwork) reads these fields; a picture uploaded instead ignores them.
 */
const REDRAWN = 'Used when the site’s drawn pictures are generated again; update the alternative text to match.';

/** The hair or head covering a drawn portrait can have. */
const portraitHair = {
  long: 'Long hair',
  bun: 'Hair in a bun',
  bob: 'Bob',
  hijab: 'Hijab',
  dupatta: 'Dupatta over the hair',
  crop: 'Short cropped hair',
  side: 'Short hair with a side parting',
  buzz: 'Buzz cut',
  wavy: 'Short wavy hair',
} as const;
export type PortraitHair = keyof typeof portraitHair;

const portrait = () =>
  object(
    {
      hair: select({ label: 'Hair or head covering' }, portraitHair, 'long'),
      beard: checkbox({ label: 'Beard' }),
    },
    { label: 'Drawn portrait', description: `What the illustrated portrait shows. ${REDRAWN}` },
  );

/** The product a drawing stands on a podium. */
const productDrawings = { bottle: 'Bottle', box: 'Box', device: 'Speaker' } as const;
export type ProductDrawing = keyof typeof productDrawings;

const productDrawing = (where: string) =>
  select({ label: 'Product in the drawings', description: `${where} ${REDRAWN}` }, productDrawings, 'bottle');

const portfolioFields = {
  title: line('Title', 70),
  order: order(),
  category: select({ label: 'Category' }, portfolioCategoryLabels, 'web-development'),
  summary: paragraph('Card summary', 220, 'One sentence on what was made and for whom (cards and search).'),
  image: image({ label: 'Card picture', folder: 'portfolio', kind: 'project' }),
  imageAlt: alt('Card picture: alternative text'),
  product: productDrawing(
    'Drawn on a podium by the Product category’s card and first gallery picture, and by the second gallery picture of Graphics; the other categories draw no product.',
  ),
  client: line('Client', 60),
  industry: line('Industry', 40),
  city: line('City', 40),
  year: integer({ label: 'Year', min: 2000, max: 2100 }),
  duration: line('Duration', 40, 'For example “10 weeks” or “Ongoing since 2023”.'),
  services: references({ label: 'Services delivered', collection: 'services', min: 1, max: 4 }),
  metaDescription: metaDescription(),
  overview: paragraph('Summary', 800, 'One paragraph: who the client is, what we made and what changed.'),
  challenge: paragraph('The challenge', 1000),
  approach: list(object({ title: line('Step', 60), text: paragraph('What we did', 500) }), {
    label: 'Our approach',
    min: 2,
    max: 6,
    itemLabel: 'title',
  }),
  results: list(object({ value: line('Figure', 16, 'For example “+38%” or “2.1x”.'), label: line('What it measures', 80) }), {
    label: 'Results',
    min: 2,
    max: 4,
    itemLabel: 'label',
  }),
  gallery: list(object({ image: image({ label: 'Picture', folder: 'portfolio', kind: 'project' }), alt: alt() }), {
    label: 'Gallery',
    min: 3,
    max: 8,
    itemLabel: 'alt',
  }),
  tools: list(line('Tool', 40), { label: 'Tools and stack', min: 1, max: 10 }),
  testimonial: optionalReference({ label: 'Client testimonial', collection: 'testimonials' }),
  liveUrl: optionalUrl({ label: 'Live site', description: 'Optional address of the finished site or app.' }),
  highlight: checkbox({
    label: 'One of our strongest',
    description: 'Shown as selected work in the agency-profile PDF (the first three are used).',
  }),
};

export const collections = {
  services: collection({
    label: 'Services',
    path: `${CONTENT_DIR}/services`,
    slugField: 'title',
    columns: ['title', 'order'],
    fields: serviceFields,
  }),
  portfolio: collection({
    label: 'Portfolio and case studies',
    path: `${CONTENT_DIR}/portfolio`,
    slugField: 'title',
    columns: ['title', 'category', 'year'],
    fields: portfolioFields,
  }),
  projects: collection({
    label: 'Featured projects (modern home)',
    path: `${CONTENT_DIR}/projects`,
    slugField: 'title',
    columns: ['title', 'order'],
    fields: {
      title: line('Title', 70),
      order: order(),
      subtitle: line('Subtitle', 40),
      image: image({ label: 'Picture', folder: 'projects', kind: 'project' }),
      imageAlt: alt(),
      artwork: select(
        { label: 'Drawing', description: `The kind of work the drawn picture shows, as for a portfolio category. ${REDRAWN}` },
        portfolioCategoryLabels,
        'web-development',
      ),
      product: productDrawing('Drawn on a podium when the drawing is Product.'),
      caseStudy: reference({ label: 'Case study', description: 'The portfolio entry the card opens.', collection: 'portfolio' }),
    },
  }),
  team: collection({
    label: 'Team',
    path: `${CONTENT_DIR}/team`,
    slugField: 'name',
    columns: ['name', 'role'],
    fields: {
      name: line('Name', 60),
      order: order(),
      role: line('Role', 60),
      image: image({ label: 'Portrait', folder: 'team', kind: 'portrait' }),
      imageAlt: alt('Portrait: alternative text'),
      imageFocus: pictureFocus(),
      portrait: portrait(),
    },
  }),
  testimonials: collection({
    label: 'Testimonials',
    path: `${CONTENT_DIR}/testimonials`,
    slugField: 'name',
    columns: ['name', 'role'],
    fields: {
      name: line('Name', 60),
      order: order(),
      role: line('Role and company', 80, 'For example “Founder, Zeenat Naturals”.'),
      quote: paragraph('Quote', 600),
      image: image({ label: 'Portrait', folder: 'testimonials', kind: 'avatar' }),
      imageAlt: alt('Portrait: alternative text'),
      imageFocus: pictureFocus(),
      portrait: portrait(),
      rating: integer({ label: 'Stars', description: 'Out of five.', min: 1, max: 5 }),
    },
  }),
  clients: collection({
    label: 'Client logos',
    path: `${CONTENT_DIR}/clients`,
    slugField: 'name',
    columns: ['name', 'order'],
    fields: {
      name: line('Name', 60),
      order: order(),
      logo: image({ label: 'Logo', folder: 'clients', kind: 'logo' }),
      logoAlt: alt('Logo: alternative text'),
    },
  }),
  blog: collection({
    label: 'Blog posts',
    path: `${CONTENT_DIR}/blog`,
    slugField: 'title',
    columns: ['title', 'date'],
    markdown: { field: 'body', label: 'Article', pictures: { folder: 'blog', kind: 'postPicture' } },
    fields: {
      title: text({ label: 'Title', min: 10, max: 90 }),
      date: date({ label: 'Date' }),
      summary: text({ label: 'Summary', description: 'One or two sentences for the list and search results.', min: 60, max: 200, multiline: true }),
      cover: image({ label: 'Cover picture', folder: 'blog', kind: 'cover' }),
      coverFocus: pictureFocus(),
      coverAlt: text({ label: 'Cover: alternative text', description: 'Describe what the picture shows.', min: 10, max: 140 }),
      tags: list(text({ label: 'Tag', min: 2, max: 40 }), { label: 'Tags', min: 1, max: 5 }),
    },
  }),
};

const socialUrls = object(
  Object.fromEntries(socialNetworks.map((network) => [network, url({ label: network[0]!.toUpperCase() + network.slice(1) })])) as Record<
    (typeof socialNetworks)[number],
    ReturnType<typeof url>
  >,
  { label: 'Social profiles' },
);
const socialNames = object(
  Object.fromEntries(socialNetworks.map((network) => [network, line(`${network} label`, 30)])) as Record<
    (typeof socialNetworks)[number],
    ReturnType<typeof line>
  >,
  { label: 'Names of the social networks' },
);
const socialChoice = select({ label: 'Network' }, { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'LinkedIn', instagram: 'Instagram', pinterest: 'Pinterest' }, 'facebook');

export const singletons = {
  site: singleton({
    label: 'Site settings',
    path: `${CONTENT_DIR}/settings/site`,
    fields: {
      name: line('Agency name', 40),
      tagline: line('Tagline', 80),
      description: paragraph('Description', 200, 'The default meta description.'),
      locale: text({ label: 'Locale', max: 10, pattern: { regex: /^[a-z]{2}_[A-Z]{2}$/, message: 'such as en_PK' } }),
      email: text({ label: 'E-mail', max: 80, pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'an e-mail address' } }),
      phone: object({ display: line('As shown', 30), e164: text({ label: 'International format', max: 16, pattern: E164 }) }, { label: 'Phone' }),
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
          countryCode: text({ label: 'Country code', max: 2, pattern: { regex: /^[A-Z]{2}$/, message: 'two capital letters' } }),
        },
        { label: 'Address' },
      ),
      geo: object(
        { latitude: decimal({ label: 'Latitude', min: -90, max: 90 }), longitude: decimal({ label: 'Longitude', min: -180, max: 180 }) },
        { label: 'Office location' },
      ),
      openingHours: text({
        label: 'Opening hours (for search engines)',
        description: 'schema.org form, e.g. Mo-Sa 10:00-19:00.',
        max: 60,
        pattern: { regex: /^[A-Z][a-z](-[A-Z][a-z])? \d\d:\d\d-\d\d:\d\d$/, message: 'such as Mo-Sa 10:00-19:00' },
      }),
      openingHoursText: line('Opening hours (for people)', 80),
      socials: socialUrls,
      socialLabels: socialNames,
      externalBlogUrl: optionalUrl({ label: 'External blog', description: 'When set, the Blog link goes there instead of /blog.' }),
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
  meta: singleton({
    label: 'Page titles and descriptions',
    path: `${CONTENT_DIR}/pages/meta`,
    fields: {
      home: pageMeta('Home'),
      aboutUs: pageMeta('About Us'),
      services: pageMeta('Services'),
      portfolio: pageMeta('Portfolio'),
      ourTeam: pageMeta('Our Team'),
      contactUs: pageMeta('Contact Us'),
      blog: pageMeta('Blog'),
      search: pageMeta('Search'),
      modernHome: pageMeta('Modern Agency'),
      notFound: pageMeta('Page not found'),
      privacy: pageMeta('Privacy notice'),
    },
  }),
  shareCards: singleton({
    label: 'Share cards',
    path: `${CONTENT_DIR}/pages/share-cards`,
    fields: {
      home: shareCard('Home'),
      aboutUs: shareCard('About Us'),
      services: shareCard('Services'),
      portfolio: shareCard('Portfolio'),
      ourTeam: shareCard('Our Team'),
      contactUs: shareCard('Contact Us'),
      blog: shareCard('Blog'),
      modernHome: shareCard('Modern Agency'),
      notFound: shareCard('Page not found'),
      privacy: shareCard('Privacy notice'),
      service: object(
        { eyebrow: shareCardEyebrow(), alt: alt(), accent: shareCardAccent() },
        { label: 'Service pages (the title and text are the service’s name and summary)' },
      ),
      caseStudy: object(
        { alt: alt(), accent: shareCardAccent() },
        { label: 'Case studies (the kicker is the category and client, the text the first result)' },
      ),
      post: object(
        { eyebrow: shareCardEyebrow(), accent: shareCardAccent() },
        { label: 'Blog posts (the title and text are the post’s title and summary)' },
      ),
    },
  }),
  home: singleton({
    label: 'Home page',
    path: `${CONTENT_DIR}/pages/home`,
    fields: {
      hero: object({ heading: heading(), text: paragraph('Text', 300), cta: line('Button', 40), secondaryCta: line('Second button', 40) }, { label: 'Hero' }),
      about: object(
        {
          eyebrow: eyebrow(),
          heading: heading(),
          paragraphs: list(paragraph('Paragraph'), { label: 'Paragraphs', min: 1, max: 3 }),
          highlights: list(line('Highlight', 80), { label: 'Highlights', min: 1, max: 5 }),
          cta: line('Button', 40),
        },
        { label: 'About block' },
      ),
      services: object({ eyebrow: eyebrow(), heading: heading(), text: paragraph('Text', 300) }, { label: 'Services' }),
      marquee: list(line('Word', 40), { label: 'Marquee words', description: 'Leave empty to show the service names.', min: 0, max: 12 }),
      marqueeLabel: line('Marquee name', 60, 'Read out by screen readers for the band of words.'),
      portfolio: object({ eyebrow: eyebrow(), heading: heading(), cta: line('Button', 40) }, { label: 'Portfolio' }),
      testimonials: object({ eyebrow: eyebrow(), heading: heading() }, { label: 'Testimonials' }),
      clients: object({ heading: heading(), label: line('Carousel name', 40, 'Read out by screen readers.') }, { label: 'Client logos' }),
    },
  }),
  about: singleton({
    label: 'About page',
    path: `${CONTENT_DIR}/pages/about`,
    fields: {
      heading: heading(),
      intro: list(paragraph('Paragraph'), { label: 'Introduction', min: 1, max: 4 }),
      experience: object({ heading: heading(), text: paragraph('Text', 300) }, { label: 'Years of experience' }),
      testimonials: object({ eyebrow: eyebrow(), heading: heading() }, { label: 'Testimonials' }),
      team: object({ eyebrow: eyebrow(), heading: heading(), text: paragraph('Text', 300), cta: line('Button', 40) }, { label: 'Team teaser' }),
    },
  }),
  servicesPage: singleton({
    label: 'Services pages',
    path: `${CONTENT_DIR}/pages/services`,
    fields: {
      heading: heading(),
      text: paragraph('Text', 300),
      marquee: line('Marquee', 40),
      readMore: line('Read more', 30),
      readMoreAbout: line('Read more, for screen readers', 20, 'Joins “Read More” and the service name.'),
      process: object(
        {
          eyebrow: eyebrow(),
          heading: heading(),
          steps: object(
            { research: line('Research', 30), concept: line('Concept', 30), implement: line('Implement', 30), handover: line('Handover', 30) },
            { label: 'Step names' },
          ),
        },
        { label: 'Our process' },
      ),
      contactCta: object({ heading: heading(), text: paragraph('Text', 300), cta: line('Button', 40) }, { label: 'Contact call to action' }),
      downloadPdf: line('PDF link', 40),
      whatsapp: object(
        {
          link: template('Link', 'service', 80, 'Under the service’s introduction.'),
          message: template('Message', 'service', 200, 'Written in the chat for the visitor to send.'),
        },
        { label: 'WhatsApp link' },
      ),
    },
  }),
  teamPage: singleton({
    label: 'Team page',
    path: `${CONTENT_DIR}/pages/team`,
    fields: { heading: heading(), text: paragraph('Text', 300) },
  }),
  portfolioPage: singleton({
    label: 'Portfolio pages',
    path: `${CONTENT_DIR}/pages/portfolio`,
    fields: {
      heading: heading(),
      text: paragraph('Text', 300),
      visitLabel: line('Card link', 40),
      galleryHeading: line('Gallery heading', 40),
      filterLabel: line('Filter group name', 80, 'Read out by screen readers.'),
      results: object(
        { one: line('One project', 40), other: line('Several projects', 40, '{count} is replaced by the number.') },
        { label: 'Result count' },
      ),
      categories: object(
        Object.fromEntries(Object.keys(portfolioCategoryFilters).map((id) => [id, line(`Category: ${id}`, 40)])) as Record<
          keyof typeof portfolioCategoryFilters,
          ReturnType<typeof line>
        >,
        { label: 'Category names on the cards' },
      ),
      filters: object(
        Object.fromEntries(portfolioFilterIds.map((id) => [id, line(`Filter: ${id}`, 30)])) as Record<
          (typeof portfolioFilterIds)[number],
          ReturnType<typeof line>
        >,
        { label: 'Filter names' },
      ),
      caseStudy: object(
        {
          breadcrumb: line('Breadcrumb: portfolio', 30),
          facts: object(
            { client: line('Client', 20), industry: line('Industry', 20), city: line('City', 20), year: line('Year', 20), duration: line('Duration', 20) },
            { label: 'Fact labels' },
          ),
          servicesHeading: line('Services heading', 40),
          challengeHeading: line('Challenge heading', 40),
          approachHeading: line('Approach heading', 40),
          resultsHeading: line('Results heading', 40),
          galleryHeading: line('Gallery heading', 40),
          testimonialHeading: line('Testimonial heading', 40),
          toolsHeading: line('Tools heading', 40),
          visitLive: line('Live site link', 40),
          relatedHeading: line('Related projects heading', 60),
          previous: line('Previous project', 30),
          next: line('Next project', 30),
          navLabel: line('Project navigation name', 60),
          cta: object(
            {
              heading: heading(),
              text: paragraph('Text', 300),
              button: line('Button', 40),
              subject: line('Form subject', 80, '{project} is replaced by the project title.'),
              whatsapp: object(
                {
                  link: template('WhatsApp link', 'service', 80, 'The project’s first service.'),
                  message: template(
                    'WhatsApp message',
                    'service',
                    200,
                    'Written in the chat for the visitor to send; {project} is replaced by the project title.',
                  ),
                },
                { label: 'WhatsApp link' },
              ),
            },
            { label: 'Call to action' },
          ),
        },
        { label: 'Case study pages' },
      ),
    },
  }),
  contact: singleton({
    label: 'Contact page and form',
    path: `${CONTENT_DIR}/pages/contact`,
    fields: {
      heading: heading(),
      text: paragraph('Text', 300),
      formHeading: line('Form heading', 60),
      detailsEyebrow: eyebrow(),
      detailsHeading: heading(),
      labels: object(
        { name: line('Name', 30), email: line('Email', 30), subject: line('Subject', 30), message: line('Message', 30) },
        { label: 'Field labels' },
      ),
      requiredMark: line('Required mark', 5, 'After the label of each field that must be filled in.'),
      submit: line('Button', 30),
      success: line('Sent', 80),
      failure: line('Failed', 80),
      tooFast: line('Sent again too soon', 120),
      honeypotLabel: line('Hidden anti-spam field', 30, 'Only bots ever see it.'),
      validation: object(
        {
          required: optionalText({ label: 'A field left empty', max: 80 }),
          email: optionalText({ label: 'An e-mail address that is not one', max: 80 }),
        },
        {
          label: 'Messages of the browser’s checks',
          description:
            'Shown when a field is left empty or holds no e-mail address (also in the newsletter form). Leave them empty to let the browser say it in its own language.',
        },
      ),
      privacyNote: line('Privacy line', 120, 'Under the form, followed by the link to the privacy notice.'),
      whatsapp: object(
        {
          label: line('Label', 30),
          link: line('Link', 40),
          message: whatsappMessage('Message', 'Written in the chat for the visitor to send.'),
        },
        { label: 'WhatsApp block (shown when the site settings have a WhatsApp number)' },
      ),
    },
  }),
  common: singleton({
    label: 'Words used across the site',
    path: `${CONTENT_DIR}/pages/common`,
    fields: {
      opensInNewTab: line('Opens in a new tab', 40),
      socialLink: template('Social profile link', 'network', 80, 'Read out by screen readers for each round social icon.'),
      skipToContent: line('Skip link', 40, 'The first link for keyboard users.'),
      privacyLink: line('Privacy notice link', 40, 'Under the forms and in the footer.'),
      mainNavLabel: line('Main menu name', 40, 'Read out by screen readers for the links across the header.'),
      breadcrumb: object(
        { label: line('Name', 40, 'Read out by screen readers.'), home: line('First link', 30, 'The home page, where every trail starts.') },
        { label: 'Breadcrumb trail' },
      ),
      backToTop: line('Back to top', 40, 'Read out by screen readers for the round button that appears on scrolling.'),
      starRating: template('Star rating', 'rating', 60, 'Read out by screen readers for a testimonial’s stars; {max} is the number of stars.'),
      whatsapp: object(
        {
          button: line('Button name', 40, 'Read out by screen readers for the round WhatsApp button on every page.'),
          message: whatsappMessage('Message', 'Written in the chat when the round button is used.'),
        },
        { label: 'WhatsApp button' },
      ),
      carousel: object(
        {
          previous: line('Previous button', 30, 'Read out by screen readers for the left arrow.'),
          next: line('Next button', 30, 'Read out by screen readers for the right arrow.'),
          slide: template('Slide name', 'count', 40, 'Read out by screen readers for each slide; {index} is its place.'),
        },
        { label: 'Carousels' },
      ),
      menu: object(
        {
          open: line('Menu button', 30),
          name: line('Menu name', 40, 'Read out by screen readers for the open menu and its list of links.'),
          heading: line('Menu title', 30, 'The small label at the top of the open menu.'),
          close: line('Close button', 30),
          closeHint: line('Close button, for screen readers', 30, 'Read out after the close button’s text.'),
          servicesHeading: line('Services heading', 40),
          contactHeading: line('Contact heading', 40),
        },
        { label: 'Menu' },
      ),
    },
  }),
  footer: singleton({
    label: 'Footer',
    path: `${CONTENT_DIR}/pages/footer`,
    fields: {
      cta: object({ eyebrow: eyebrow(), heading: heading(), text: paragraph('Text', 300) }, { label: 'Call to action' }),
      usefulLinksHeading: line('Useful links heading', 40),
      servicesHeading: line('Services heading', 40),
      subscribe: object(
        {
          heading: heading(),
          text: paragraph('Text', 300),
          label: line('Field label', 40),
          button: line('Button', 30),
          success: line('Subscribed', 80),
          privacyNote: line('Privacy line', 120, 'Under the form, followed by the link to the privacy notice.'),
        },
        { label: 'Newsletter' },
      ),
      rights: line('After the copyright', 60),
    },
  }),
  notFound: singleton({
    label: 'Page not found',
    path: `${CONTENT_DIR}/pages/not-found`,
    fields: { heading: heading(), text: paragraph('Text', 200), cta: line('Button', 30), marquee: line('Marquee', 30) },
  }),
  modernHome: singleton({
    label: 'Modern agency home',
    path: `${CONTENT_DIR}/pages/modern-home`,
    fields: {
      slides: list(
        object({
          title: heading(),
          text: paragraph('Text', 300),
          cta: object({ label: line('Button', 30), href: text({ label: 'Address', max: 200, pattern: PATH }) }, { label: 'Button' }),
        }),
        { label: 'Slides', min: 1, max: 5, itemLabel: 'title' },
      ),
      skills: object({ eyebrow: eyebrow(), heading: heading(), text: paragraph('Text', 300) }, { label: 'Skills' }),
      blog: object({ eyebrow: eyebrow(), heading: heading(), viewAll: line('All posts link', 40) }, { label: 'Blog teaser' }),
      sliderLabel: line('Slider name', 40, 'Read out by screen readers.'),
      tabs: list(
        object({ id: text({ label: 'Identifier', max: 30, pattern: SLUG }), label: line('Tab', 30), text: paragraph('Text') }),
        { label: 'Tabs', min: 1, max: 6, itemLabel: 'label' },
      ),
      projects: object({ eyebrow: eyebrow(), heading: heading() }, { label: 'Featured projects' }),
      numbers: object({ heading: heading() }, { label: 'Figures' }),
    },
  }),
  search: singleton({
    label: 'Site search',
    path: `${CONTENT_DIR}/pages/search`,
    fields: {
      inputLabel: line('Field label', 40),
      placeholder: line('Placeholder', 40),
      submit: line('Button', 30),
      resultsLabel: line('Results name', 40),
      groupHeadings: object(
        { Service: line('Services', 30), Project: line('Projects', 30), Post: line('Posts', 30), Page: line('Pages', 30), Team: line('Team', 30) },
        { label: 'Group headings' },
      ),
      kindLabels: object(
        { Service: line('Service', 30), Project: line('Project', 30), Post: line('Post', 30), Page: line('Page', 30), Team: line('Team member', 30) },
        { label: 'Result labels' },
      ),
      resultsFor: line('Results for', 60, '{query} is replaced.'),
      count: object({ one: line('One result', 30), other: line('Several results', 30, '{count} is replaced.') }, { label: 'Result count' }),
      prompt: paragraph('Prompt', 200),
      loading: line('Loading', 30),
      pageLoading: line('Results loading', 30, 'Name of the loading indicator while the results page renders.'),
      noMatch: line('Nothing matched', 80, '{query} is replaced.'),
      seeAll: line('See all results', 40),
      keyboardHint: line('Keyboard hint', 120),
      empty: object(
        {
          heading: heading(),
          text: paragraph('Text', 300),
          servicesHeading: line('Services heading', 40),
          blogText: line('Blog sentence', 120),
          blogLink: line('Blog link', 30),
        },
        { label: 'No results' },
      ),
    },
  }),
  blogPage: singleton({
    label: 'Blog pages',
    path: `${CONTENT_DIR}/pages/blog`,
    fields: {
      eyebrow: eyebrow(),
      listHeading: heading(),
      readArticle: line('Read article', 30),
      readingUnit: line('Reading time unit', 20),
      tagsLabel: line('Tags', 20),
      publishedOn: line('Published', 20),
      previousPost: line('Previous post', 30),
      nextPost: line('Next post', 30),
      postNavLabel: line('Post navigation name', 40),
      backToBlog: line('Back to the blog', 30),
      pagination: object(
        {
          label: line('Name', 30),
          previous: line('Newer posts', 30),
          next: line('Older posts', 30),
          status: line('Page status', 40, '{page} and {count} are replaced.'),
          title: line('Page title', 40, '{page} is replaced.'),
        },
        { label: 'Pages of posts' },
      ),
      empty: line('No posts', 80),
      feed: object({ title: line('Feed title', 60), linkTitle: line('Feed link title', 60), subscribe: line('Feed link', 30) }, { label: 'RSS feed' }),
    },
  }),
  profile: singleton({
    label: 'Agency profile PDF',
    path: `${CONTENT_DIR}/pages/profile`,
    fields: {
      fileName: text({ label: 'File name', max: 80, pattern: { regex: /^[a-z0-9-]+\.pdf$/, message: 'lower-case, ending in .pdf' } }),
      documentTitle: line('Document title', 80),
      subject: paragraph('Subject', 200),
      coverEyebrow: eyebrow(),
      figuresHeading: heading(),
      servicesFigure: line('Services figure', 40, 'Under the number of services, among the cover’s figures.'),
      servicesEyebrow: eyebrow(),
      processHeading: heading(),
      workEyebrow: eyebrow(),
      workHeading: heading(),
      contactEyebrow: eyebrow(),
      contactLabels: object(
        {
          office: line('Office', 20),
          email: line('Email', 20),
          phone: line('Phone', 20),
          hours: line('Hours', 20),
          website: line('Website', 20),
          socials: line('Socials', 20),
        },
        { label: 'Contact labels' },
      ),
      footer: line('Footer', 40),
    },
  }),
  privacy: singleton({
    label: 'Privacy notice',
    path: `${CONTENT_DIR}/pages/privacy`,
    fields: {
      heading: heading(),
      intro: paragraph('Introduction', 300),
      updatedLabel: line('Last updated label', 30),
      updated: date({ label: 'Last updated', description: 'Change it whenever the notice changes.' }),
      tocLabel: line('Contents name', 40, 'Read out by screen readers for the list of sections.'),
      collect: object(
        {
          heading: heading(),
          text: paragraph('Text', 300),
          items: list(paragraph('What one form collects', 300), { label: 'The forms', min: 1, max: 6 }),
          address: template('The internet address', 'minutes', 500, 'How the rate limit uses it; {minutes} is its window.'),
          attribution: paragraph(
            'Where a message came from',
            600,
            'The campaign tags, first page and referring site that go with every message.',
          ),
        },
        { label: 'What the forms collect' },
      ),
      recipients: object(
        {
          heading: heading(),
          emailjs: paragraph('With EmailJS', 500, 'Shown when the site sends through EmailJS (its keys are set).'),
          embedded: paragraph('Without EmailJS', 500, 'Shown when the site keeps messages on its own server.'),
          noScript: paragraph('Sent without JavaScript', 500),
          noSale: paragraph('Never shared', 300),
        },
        { label: 'Who receives it' },
      ),
      retention: object(
        {
          heading: heading(),
          items: list(paragraph('How long one kind is kept', 300, '{minutes} is replaced by the rate-limit window.'), {
            label: 'Periods',
            min: 1,
            max: 8,
          }),
        },
        { label: 'How long we keep it' },
      ),
      cookies: object(
        {
          heading: heading(),
          text: paragraph('Without analytics', 500, 'Shown when the site is built without analytics (no Plausible domain).'),
          analytics: paragraph(
            'With analytics',
            900,
            'Shown instead when the site is built with NEXT_PUBLIC_PLAUSIBLE_DOMAIN: who counts visits, and what is recorded.',
          ),
          storage: paragraph('In the browser', 700),
        },
        { label: 'Cookies' },
      ),
      whatsapp: object({ heading: heading(), text: paragraph('Text', 500) }, { label: 'WhatsApp' }),
      rights: object({ heading: heading(), text: template('Text', 'email', 500) }, { label: 'A copy, or deletion' }),
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

export type Collections = typeof collections;
export type Singletons = typeof singletons;

/**
 * The words among the site settings: the rest (addresses, numbers, links) are facts that every
 * language shares, so a translation holds only these.
 */
export const siteWords = singleton({
  label: 'Site settings: words',
  path: singletons.site.path,
  fields: {
    description: singletons.site.fields.description,
    figures: singletons.site.fields.figures,
    aboutSkills: singletons.site.fields.aboutSkills,
  },
});

/** A model's translation into `locale`: the same fields, its files in the language's own folder. */
function inLocale<M extends { label: string; path: string }>(model: M, locale: Exclude<Locale, 'en'>): M {
  return {
    ...model,
    label: `${model.label} (${localeInfo[locale].name})`,
    path: `${CONTENT_DIR}/${locale}${model.path.slice(CONTENT_DIR.length)}`,
  };
}

/** The content a language other than English has, each file at the English file's path under `content/<locale>/`. */
function translationModels(locale: Exclude<Locale, 'en'>) {
  return {
    singletons: {
      meta: inLocale(singletons.meta, locale),
      home: inLocale(singletons.home, locale),
      about: inLocale(singletons.about, locale),
      servicesPage: inLocale(singletons.servicesPage, locale),
      contact: inLocale(singletons.contact, locale),
      privacy: inLocale(singletons.privacy, locale),
      notFound: inLocale(singletons.notFound, locale),
      common: inLocale(singletons.common, locale),
      footer: inLocale(singletons.footer, locale),
      search: inLocale(singletons.search, locale),
      navigation: inLocale(singletons.navigation, locale),
      visuals: inLocale(singletons.visuals, locale),
      site: inLocale(siteWords, locale),
    },
    collections: { services: inLocale(collections.services, locale) },
  };
}

export const translations = { ur: translationModels('ur') } satisfies Record<Exclude<Locale, 'en'>, unknown>;
export type TranslationModels = ReturnType<typeof translationModels>;
