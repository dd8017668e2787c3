/**
 * Test harness with sample records, for developing the artwork without the content modules.
 * Run: npx tsx scripts/artwork/harness.ts [outDir]   (default /tmp/artwork-harness)
 */
import type { ProductDrawing } from '../../src/content/schema/model';
import type { ClientLogo, PortfolioCategory, Service } from '../../src/content/types';
import {
  collectJobs,
  report,
  writeJobs,
  type ArtPerson,
  type ArtPortfolioItem,
  type ArtProject,
} from './pipeline';
import type { Portrait } from './portraits';

const img = (src: string, width: number, height: number, alt = '') => ({ src, alt, width, height });
const svc = (slug: Service['slug'], icon: Service['icon'], title: string): Service => ({
  slug,
  title,
  cardTitle: title,
  icon,
  summary: '',
  metaDescription: '',
  image: img(`/images/services/${slug.toLowerCase()}.svg`, 1200, 800, title),
  description: '',
  shortDescription: '',
  firstFeatures: [],
  secondFeatures: [],
  leftImage: img(`/images/services/${slug.toLowerCase()}-detail-1.svg`, 800, 1000),
  rightImage: img(`/images/services/${slug.toLowerCase()}-detail-2.svg`, 800, 1000),
  process: { research: '', concept: '', implement: '', handover: '' },
  closing: 'contact',
  keywords: [],
  packages: [],
});
const services: Service[] = [
  svc('web-development', 'code', 'Web Development'),
  svc('digital-marketing-services', 'megaphone', 'Digital Marketing'),
  svc('social-media-marketing', 'share', 'Social Media'),
  svc('graphic-designing', 'palette', 'Graphic Design'),
  svc('Ui-Ux', 'layout', 'UI/UX Design'),
  svc('search-engine-optimization', 'search', 'SEO'),
  svc('Video-Editing', 'film', 'Video Editing'),
  svc('content-writing', 'pen', 'Content Writing'),
  svc('Branding-services', 'badge', 'Branding'),
];
const people: Array<[string, Portrait]> = [
  ['Ayesha Malik', { hair: 'hijab', beard: false }],
  ['Bilal Ahmed', { hair: 'side', beard: true }],
  ['Hira Qureshi', { hair: 'long', beard: false }],
  ['Usman Tariq', { hair: 'crop', beard: false }],
  ['Fatima Zahra', { hair: 'dupatta', beard: false }],
  ['Zain Abbas', { hair: 'wavy', beard: true }],
  ['Sana Iqbal', { hair: 'bun', beard: false }],
  ['Hamza Sheikh', { hair: 'buzz', beard: false }],
];
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const testimonials: ArtPerson[] = people.slice(0, 4).map(([n, portrait]) => ({
  slug: slug(n),
  name: n,
  portrait,
  image: img(`/images/testimonials/${slug(n)}.svg`, 320, 320),
}));
const team: ArtPerson[] = people.slice(4).map(([n, portrait]) => ({
  slug: slug(n),
  name: n,
  portrait,
  image: img(`/images/team/${slug(n)}.svg`, 600, 720),
}));
const clients: ClientLogo[] = [
  'Chai Khana Foods',
  'Indus Motors',
  'Noor & Co',
  'Ravi Textiles',
  'Lahore Grammar Academy',
  'Shalimar Estates',
  'Anarkali Crafts',
  'Mughal Bakers',
  'Zameen Homes',
  'PakTech Solutions',
].map((n) => ({
  slug: slug(n),
  name: n,
  logo: img(`/images/clients/${slug(n)}.svg`, 320, 120, `${n} logo`),
}));
const projects: ArtProject[] = (
  [
    ['Indus Motors Dealer Site', 'Web development', 'web-development'],
    ['Rickshaw Go', 'Mobile app', 'mobile-app'],
    ['Eid Campaign 2024', 'Digital marketing', 'digital-marketing'],
    ['Noor Jewellers', 'Brand identity', 'graphics'],
  ] as const
).map(([t, sub, artwork]) => ({
  slug: slug(t),
  title: t,
  subtitle: sub,
  artwork,
  product: 'bottle',
  href: '/portfolio',
  image: img(`/images/projects/${slug(t)}.svg`, 1200, 900),
}));
const pf: Array<[string, PortfolioCategory, number, ProductDrawing]> = [
  ['Zameen Homes Portal', 'web-development', 600, 'bottle'],
  ['Chai Khana Foods Blog', 'wordpress', 800, 'bottle'],
  ['Rickshaw Ride Booking', 'mobile-app', 1000, 'bottle'],
  ['Eid Sale Campaign', 'digital-marketing', 800, 'bottle'],
  ['Lahore Eats & Street Food', 'social-media', 1000, 'bottle'],
  ['Noor Jewellers Rebrand', 'graphics', 600, 'box'],
  ['Saffron Face Serum', 'product', 800, 'bottle'],
  ['Gulberg Dental Clinic', 'web-development', 1000, 'bottle'],
  ['Punjab Fitness', 'social-media', 600, 'bottle'],
  ['Kashmiri Chai Gift Box', 'product', 600, 'box'],
  ['Smart Speaker Mini', 'product', 1000, 'device'],
  ['Medi Track', 'mobile-app', 600, 'bottle'],
  ['Spring Lawn Launch', 'digital-marketing', 1000, 'bottle'],
  ['Ravi Textiles Identity', 'graphics', 1000, 'device'],
];
const portfolio: ArtPortfolioItem[] = pf.map(([t, category, h, product]) => ({
  slug: slug(t),
  title: t,
  category,
  product,
  summary: '',
  image: img(`/images/portfolio/${slug(t)}.svg`, 800, h),
}));

const out = process.argv[2] ?? '/tmp/artwork-harness';
const jobs = collectJobs({ services, testimonials, team, clients, projects, portfolio });
const res = writeJobs(jobs, out);
report(res);
