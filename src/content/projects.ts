import type { Project } from './types';

/** Featured projects in the modern-agency home carousel. */
export const projects: readonly Project[] = [
  {
    slug: 'healwell-clinics-website',
    title: 'Healwell Clinics Website',
    subtitle: 'Web Development',
    image: {
      src: '/images/projects/healwell-clinics-website.svg',
      width: 1200,
      height: 900,
      alt: 'Healwell Clinics website with doctor profiles and branch timings, shown on a laptop and a phone',
    },
    href: '/portfolio',
  },
  {
    slug: 'zeenat-naturals-identity',
    title: 'Zeenat Naturals Identity',
    subtitle: 'Branding',
    image: {
      src: '/images/projects/zeenat-naturals-identity.svg',
      width: 1200,
      height: 900,
      alt: 'Zeenat Naturals logo, colour palette and skincare labels laid out on a neutral background',
    },
    href: '/portfolio',
  },
  {
    slug: 'paysaath-wallet-app',
    title: 'PaySaath Wallet App',
    subtitle: 'Mobile App',
    image: {
      src: '/images/projects/paysaath-wallet-app.svg',
      width: 1200,
      height: 900,
      alt: 'Three phone screens of the PaySaath wallet app showing balance, bill payment and transfer',
    },
    href: '/portfolio',
  },
  {
    slug: 'zaiqa-lane-ramadan-campaign',
    title: 'Zaiqa Lane Ramadan Campaign',
    subtitle: 'Social Media',
    image: {
      src: '/images/projects/zaiqa-lane-ramadan-campaign.svg',
      width: 1200,
      height: 900,
      alt: 'Grid of Instagram posts with Iftar platters and deal prices for Zaiqa Lane Restaurants',
    },
    href: '/portfolio',
  },
  {
    slug: 'rahguzar-booking-flow',
    title: 'Rahguzar Travels Booking Flow',
    subtitle: 'UI/UX Design',
    image: {
      src: '/images/projects/rahguzar-booking-flow.svg',
      width: 1200,
      height: 900,
      alt: 'Wireframes and final screens of the Rahguzar Travels tour booking flow',
    },
    href: '/portfolio',
  },
];
