/**
 * The collections: services, portfolio, featured projects, team, testimonials, clients and blog
 * posts, one file per entry, named by its slug.
 */
import {
  alt,
  checkbox,
  date,
  image,
  integer,
  list,
  object,
  optionalReference,
  optionalUrl,
  pictureFocus,
  reference,
  references,
  select,
  text,
} from './fields';
import { CONTENT_DIR, line, paragraph, metaDescription, order, collection } from './kit';
import { serviceIconLabels } from './constants';
import { servicePackages } from './packages';

const serviceFields = {
  title: line('Title', 60),
  order: order(),
  cardTitle: text({
    label: 'Card title',
    description: 'Two words, for the service cards.',
    max: 30,
    pattern: { regex: /^\S+ \S+$/, message: 'exactly two words' },
  }),
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
  keywords: list(line('Keyword', 40), {
    label: 'Search keywords',
    description: 'Extra words people search with.',
    min: 0,
    max: 12,
  }),
  packages: servicePackages(),
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
const REDRAWN =
  'Used when the site’s drawn pictures are generated again; update the alternative text to match.';

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
  results: list(
    object({
      value: line('Figure', 16, 'For example “+38%” or “2.1x”.'),
      label: line('What it measures', 80),
    }),
    {
      label: 'Results',
      min: 2,
      max: 4,
      itemLabel: 'label',
    },
  ),
  gallery: list(
    object({ image: image({ label: 'Picture', folder: 'portfolio', kind: 'project' }), alt: alt() }),
    {
      label: 'Gallery',
      min: 3,
      max: 8,
      itemLabel: 'alt',
    },
  ),
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
    // The original site's addresses, such as /services/Ui-Ux, are kept.
    slugRule: 'mixedCase',
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
        {
          label: 'Drawing',
          description: `The kind of work the drawn picture shows, as for a portfolio category. ${REDRAWN}`,
        },
        portfolioCategoryLabels,
        'web-development',
      ),
      product: productDrawing('Drawn on a podium when the drawing is Product.'),
      caseStudy: reference({
        label: 'Case study',
        description: 'The portfolio entry the card opens.',
        collection: 'portfolio',
      }),
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
      summary: text({
        label: 'Summary',
        description: 'One or two sentences for the list and search results.',
        min: 60,
        max: 200,
        multiline: true,
      }),
      cover: image({ label: 'Cover picture', folder: 'blog', kind: 'cover' }),
      coverFocus: pictureFocus(),
      coverAlt: text({
        label: 'Cover: alternative text',
        description: 'Describe what the picture shows.',
        min: 10,
        max: 140,
      }),
      tags: list(text({ label: 'Tag', min: 2, max: 40 }), { label: 'Tags', min: 1, max: 5 }),
    },
  }),
};
