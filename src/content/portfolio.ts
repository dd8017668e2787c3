import { portfolioCategories } from './types';
import type { PortfolioCategory, PortfolioFilter, PortfolioItem } from './types';

const BEHANCE = 'https://www.behance.net/ravidigitalpk';

/** Heights the masonry grid cycles through, so neighbouring cards differ in size. */
const HEIGHTS = [1000, 600, 800, 800, 1000, 600] as const;

interface Entry {
  slug: string;
  title: string;
  category: PortfolioCategory;
  summary: string;
  /** Describes the artwork itself, under 120 characters. */
  alt: string;
  href?: string;
}

/** In display order: categories and clients are interleaved, not grouped. */
const entries: readonly Entry[] = [
  {
    slug: 'gulnaar-lawn-eid-campaign',
    title: 'Gulnaar Lawn Eid Campaign',
    category: 'social-media',
    summary:
      "Instagram reels, carousel posts and stories for a women's lawn clothing label's Eid collection, shot in the Walled City of Lahore.",
    alt: 'Instagram carousel of models in pastel lawn suits photographed in an old Lahore courtyard',
  },
  {
    slug: 'healwell-clinics-website',
    title: 'Healwell Clinics Website',
    category: 'web-development',
    summary:
      'A fast, mobile-friendly website for a Lahore family clinic chain, with doctor profiles, branch timings and online appointment requests.',
    alt: 'Homepage design for Healwell Clinics shown on a laptop, with a doctor search bar',
    href: BEHANCE,
  },
  {
    slug: 'paysaath-wallet-app',
    title: 'PaySaath Wallet App',
    category: 'mobile-app',
    summary:
      'A mobile wallet app for a Lahore fintech start-up, with bill payments, mobile top-ups and money transfers built around one clear home screen.',
    alt: 'Two phones showing the PaySaath wallet balance screen and a utility bill payment form',
    href: BEHANCE,
  },
  {
    slug: 'zaiqa-lane-ramadan-campaign',
    title: 'Zaiqa Lane Ramadan Campaign',
    category: 'social-media',
    summary:
      "A month of Sehri and Iftar deal posts, reels and stories for a Lahore restaurant group's three branches during Ramadan.",
    alt: 'Social media post of an Iftar platter with dates, pakoras and a deal price on a dark green background',
    href: BEHANCE,
  },
  {
    slug: 'shisham-craft-catalogue',
    title: 'Shisham Craft Catalogue',
    category: 'graphics',
    summary:
      'A printed and PDF product catalogue for a Lahore furniture maker, with photo layouts, wood and finish notes and a simple price index.',
    alt: 'Open furniture catalogue spread with a carved shisham dining set and product details',
    href: BEHANCE,
  },
  {
    slug: 'emerald-crest-lead-campaign',
    title: 'Emerald Crest Lead Campaign',
    category: 'digital-marketing',
    summary:
      "Google and Meta ads for a real-estate developer's new apartment project, with a landing page and lead tracking for the sales team.",
    alt: 'Apartment project landing page beside Facebook ad previews for Emerald Crest Developers',
  },
  {
    slug: 'zeenat-naturals-instagram',
    title: 'Zeenat Naturals Instagram',
    category: 'social-media',
    summary:
      'Monthly Instagram content for a Lahore skincare brand, including product flat lays, how-to reels and highlights from customer reviews.',
    alt: 'Instagram grid of skincare bottles, soap bars and dried flowers in soft beige tones',
  },
  {
    slug: 'healwell-patient-app',
    title: 'Healwell Patient App',
    category: 'mobile-app',
    summary:
      "An Android and iOS app for a clinic chain's patients to book appointments, view lab reports and set medicine reminders.",
    alt: 'Phone screens of the Healwell app showing an appointment calendar and a lab report list',
  },
  {
    slug: 'cedarwood-school-website',
    title: 'Cedarwood School Website',
    category: 'wordpress',
    summary:
      'A WordPress website for a private school in Lahore, with admissions information, a term calendar and a news section staff update themselves.',
    alt: 'Cedarwood School homepage on a desktop screen with students on the lawn and an admissions button',
  },
  {
    slug: 'healwell-health-awareness-posts',
    title: 'Healwell Health Awareness Posts',
    category: 'social-media',
    summary:
      "A series of simple awareness posts on dengue, diabetes and child vaccinations for a family clinic chain's Facebook page.",
    alt: 'Set of illustrated Facebook posts with dengue prevention tips in blue and white',
  },
  {
    slug: 'zeenat-naturals-packaging',
    title: 'Zeenat Naturals Packaging',
    category: 'product',
    summary:
      "Packaging for a Lahore skincare brand's face serum and soap range, with labels in English and Urdu on recyclable kraft boxes.",
    alt: 'Kraft paper boxes, amber serum bottles and wrapped soap bars with bilingual labels',
    href: BEHANCE,
  },
  {
    slug: 'zaiqa-lane-ordering-app',
    title: 'Zaiqa Lane Ordering App',
    category: 'mobile-app',
    summary:
      'A food ordering app for a Lahore restaurant group, with a menu for each branch, live order status and saved delivery addresses.',
    alt: 'Food ordering app screens showing a karahi menu, a cart and live order tracking',
  },
  {
    slug: 'shisham-craft-workshop-reels',
    title: 'Shisham Craft Workshop Reels',
    category: 'social-media',
    summary:
      "Short workshop reels showing how a Lahore furniture maker's craftsmen carve, polish and finish solid shisham wood pieces for customers.",
    alt: 'Vertical video stills of a craftsman carving and polishing a wooden chair leg',
  },
  {
    slug: 'emerald-crest-property-portal',
    title: 'Emerald Crest Property Portal',
    category: 'web-development',
    summary:
      'A property website for a Lahore real-estate developer, with project pages, payment plans, floor plans and an enquiry form linked to their sales team.',
    alt: 'Property website on a laptop showing an apartment tower render and a payment plan table',
    href: BEHANCE,
  },
  {
    slug: 'paysaath-launch-campaign',
    title: 'PaySaath Launch Campaign',
    category: 'social-media',
    summary:
      'Launch posts, explainer reels and a referral campaign across Facebook, Instagram and TikTok for a new Pakistani mobile wallet.',
    alt: 'Bright purple launch posts and a reel cover explaining how to send money with PaySaath',
  },
  {
    slug: 'healwell-local-seo',
    title: 'Healwell Clinics Local SEO',
    category: 'digital-marketing',
    summary:
      "Local SEO for a clinic chain's branches across Lahore, covering Google Business Profiles, location pages and a simple system for patient reviews.",
    alt: 'Map search results with Healwell Clinics branch listings and star ratings',
  },
  {
    slug: 'rahguzar-trip-planner-app',
    title: 'Rahguzar Trip Planner App',
    category: 'mobile-app',
    summary:
      'A travel app for a Lahore tour operator where customers browse packages, pay a deposit and receive their itinerary and tickets in one place.',
    alt: 'Travel app screens with a Hunza valley photo, tour dates and a deposit payment button',
    href: BEHANCE,
  },
  {
    slug: 'cedarwood-admissions-campaign',
    title: 'Cedarwood Admissions Campaign',
    category: 'social-media',
    summary:
      'A Facebook and Instagram admissions campaign for a Lahore school, with campus photos, teacher introductions and open day reminders for parents.',
    alt: 'Admissions open post with smiling pupils, school crest and open day date in navy and gold',
  },
  {
    slug: 'zarnigar-textiles-export-site',
    title: 'Zarnigar Textiles Export Site',
    category: 'web-development',
    summary:
      'A product catalogue website for a Lahore textile exporter, built for overseas buyers with fabric specifications, certifications and an enquiry form.',
    alt: 'Textile export website with folded cotton fabrics and a fabric specification table',
  },
  {
    slug: 'gulberg-fitness-challenge',
    title: 'Gulberg Fitness 30-Day Challenge',
    category: 'social-media',
    summary:
      'A 30-day Instagram challenge for a Gulberg gym, with daily workout reels, member stories and a weekly leaderboard post.',
    alt: 'Instagram stories with workout of the day cards and a weekly leaderboard in black and orange',
  },
  {
    slug: 'kahwa-house-tea-tins',
    title: 'Kahwa House Tea Tins',
    category: 'product',
    summary:
      "Tin and pouch packaging for a small Lahore tea company's green tea and kahwa blends, designed to stand out on supermarket shelves.",
    alt: 'Row of teal and copper tea tins with a paisley pattern beside a matching pouch',
  },
  {
    slug: 'cedarwood-parent-app',
    title: 'Cedarwood Parent App',
    category: 'mobile-app',
    summary:
      'A school app that gives parents attendance records, homework, fee vouchers and announcements for each of their children in one place.',
    alt: 'Parent app screens showing a weekly attendance chart and a homework list',
  },
  {
    slug: 'butter-and-crumb-bakery-posts',
    title: 'Butter & Crumb Bakery Posts',
    category: 'social-media',
    summary:
      'Instagram posts and stories for a DHA Lahore bakery, featuring daily bakes, celebration cakes and a simple order-by-WhatsApp highlight.',
    alt: 'Instagram posts of croissants, a layered birthday cake and a WhatsApp ordering story',
  },
  {
    slug: 'zarnigar-buyer-outreach',
    title: 'Zarnigar Buyer Outreach',
    category: 'digital-marketing',
    summary:
      "A LinkedIn and email campaign introducing a Lahore textile exporter's new organic cotton range to buyers in Europe and the Gulf.",
    alt: 'LinkedIn ad and email newsletter featuring rolls of organic cotton fabric',
  },
  {
    slug: 'cedarwood-annual-day-posters',
    title: 'Cedarwood Annual Day Posters',
    category: 'graphics',
    summary:
      "Posters, invitation cards and a stage backdrop for a Lahore school's annual day, designed in one consistent colour scheme.",
    alt: 'Annual day poster, invitation card and stage backdrop in matching navy and gold',
    href: BEHANCE,
  },
  {
    slug: 'rahguzar-northern-tours',
    title: 'Rahguzar Northern Tours',
    category: 'social-media',
    summary:
      'Social media posts and reels promoting summer tours to Hunza, Skardu and Naran for a Lahore travel agency and its families.',
    alt: 'Travel posts with mountain lakes, tour prices and departure dates for northern Pakistan',
  },
  {
    slug: 'gulberg-fitness-club-app',
    title: 'Gulberg Fitness Club App',
    category: 'mobile-app',
    summary:
      'A membership app for a Gulberg gym, with class bookings, trainer schedules and reminders when the monthly fee is due.',
    alt: 'Gym app screens with a class timetable, trainer profile and membership card',
  },
  {
    slug: 'kahwa-house-winter-campaign',
    title: 'Kahwa House Winter Campaign',
    category: 'social-media',
    summary:
      'A winter campaign for a Lahore tea company, with recipe reels, gift box posts and a giveaway run with local food bloggers.',
    alt: 'Cosy winter posts with steaming cups of kahwa, almonds and a gift box',
  },
  {
    slug: 'rahguzar-travels-tour-pages',
    title: 'Rahguzar Travels Tour Pages',
    category: 'wordpress',
    summary:
      'A WordPress site for a Lahore travel agency, with Umrah and northern areas tour packages, day-by-day itineraries and a WhatsApp enquiry button.',
    alt: 'Tour package page on a laptop with an itinerary timeline and a WhatsApp button',
  },
  {
    slug: 'emerald-crest-site-updates',
    title: 'Emerald Crest Site Updates',
    category: 'social-media',
    summary:
      'Monthly construction progress posts and drone video edits that keep buyers of a Lahore apartment project informed about their investment.',
    alt: 'Drone video frame of an apartment building under construction with a progress label',
  },
  {
    slug: 'paysaath-marketing-website',
    title: 'PaySaath Marketing Website',
    category: 'web-development',
    summary:
      'A marketing website for a Lahore fintech start-up, explaining its wallet and bill payment features in plain language for first-time users.',
    alt: 'Fintech landing page with a phone mock-up, feature icons and a download button',
  },
];

/** The portfolio grid, in display order. */
export const portfolio: readonly PortfolioItem[] = entries.map(
  ({ alt, href, ...rest }, index): PortfolioItem => ({
    ...rest,
    image: {
      src: `/images/portfolio/${rest.slug}.svg`,
      width: 800,
      height: HEIGHTS[index % HEIGHTS.length] ?? 800,
      alt,
    },
    ...(href === undefined ? {} : { href }),
  }),
);

export const portfolioFilters = [
  { id: 'all', label: 'Show All' },
  { id: 'web-development', label: 'Web Development' },
  { id: 'mobile-apps', label: 'Mobile Apps' },
  { id: 'marketing', label: 'Marketing' },
  { id: 'graphics', label: 'Graphics' },
  { id: 'product', label: 'Product' },
] as const;
export type PortfolioFilterId = (typeof portfolioFilters)[number]['id'];

export function filterOf(item: PortfolioItem): PortfolioFilter {
  return portfolioCategories[item.category].filter;
}

export function categoryLabel(item: PortfolioItem): string {
  return portfolioCategories[item.category].label;
}
