/**
 * Test harness with sample records, for developing the artwork without the content modules.
 * Run: npx tsx scripts/artwork/harness.ts [outDir]   (default /tmp/artwork-harness)
 */
import type {
  ClientLogo,
  PortfolioItem,
  Project,
  Service,
  TeamMember,
  Testimonial,
} from '../../src/content/types';
import { collectJobs, report, writeJobs, type ArtPortfolioItem } from './pipeline';

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
const people = [
  'Ayesha Malik',
  'Bilal Ahmed',
  'Hira Qureshi',
  'Usman Tariq',
  'Fatima Zahra',
  'Zain Abbas',
  'Sana Iqbal',
  'Hamza Sheikh',
];
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const testimonials: Testimonial[] = people.slice(0, 4).map((n) => ({
  slug: slug(n),
  name: n,
  role: 'Founder',
  quote: '',
  rating: 5,
  image: img(`/images/testimonials/${slug(n)}.svg`, 320, 320),
}));
const team: TeamMember[] = people.slice(4).map((n) => ({
  slug: slug(n),
  name: n,
  role: 'Designer',
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
const projects: Project[] = [
  ['Indus Motors Dealer Site', 'Web development'],
  ['Rickshaw Go', 'Mobile app'],
  ['Eid Campaign 2024', 'Digital marketing'],
  ['Noor Jewellers', 'Brand identity'],
].map(([t, sub]) => ({
  slug: slug(t ?? ''),
  title: t ?? '',
  subtitle: sub ?? '',
  href: '/portfolio',
  image: img(`/images/projects/${slug(t ?? '')}.svg`, 1200, 900),
}));
const pf: Array<[string, PortfolioItem['category'], number]> = [
  ['Zameen Homes Portal', 'web-development', 600],
  ['Chai Khana Foods Blog', 'wordpress', 800],
  ['Rickshaw Ride Booking', 'mobile-app', 1000],
  ['Eid Sale Campaign', 'digital-marketing', 800],
  ['Lahore Eats & Street Food', 'social-media', 1000],
  ['Noor Jewellers Rebrand', 'graphics', 600],
  ['Saffron Face Serum', 'product', 800],
  ['Gulberg Dental Clinic', 'web-development', 1000],
  ['Punjab Fitness', 'social-media', 600],
  ['Kashmiri Chai Gift Box', 'product', 600],
  ['Smart Speaker Mini', 'product', 1000],
  ['Medi Track', 'mobile-app', 600],
  ['Spring Lawn Launch', 'digital-marketing', 1000],
  ['Ravi Textiles Identity', 'graphics', 1000],
];
const portfolio: ArtPortfolioItem[] = pf.map(([t, c, h]) => ({
  slug: slug(t),
  title: t,
  category: c,
  summary: '',
  image: img(`/images/portfolio/${slug(t)}.svg`, 800, h),
}));

const out = process.argv[2] ?? '/tmp/artwork-harness';
const jobs = collectJobs({ services, testimonials, team, clients, projects, portfolio });
const res = writeJobs(jobs, out);
report(res);
