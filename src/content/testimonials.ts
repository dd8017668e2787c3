import type { Testimonial } from './types';

/** Client quotes for the home page, the About page and the SEO service page. */
export const testimonials: readonly Testimonial[] = [
  {
    slug: 'hira-aslam',
    name: 'Hira Aslam',
    role: 'Founder, Zeenat Naturals',
    quote:
      'We came to Ravi Digital with an online store that looked fine but hardly sold. They rebuilt our product pages, rewrote the descriptions in plain language and ran Instagram ads on a modest budget. Within three months our online orders had roughly doubled, and every week we got a short report we could actually understand.',
    image: {
      src: '/images/testimonials/hira-aslam.svg',
      width: 320,
      height: 320,
      alt: 'Portrait of Hira Aslam',
    },
    rating: 5,
  },
  {
    slug: 'kamran-butt',
    name: 'Kamran Butt',
    role: 'Managing Partner, Zaiqa Lane Restaurants',
    quote:
      "Ravi Digital handles social media for our three branches in Lahore. They plan each month's posts with us in advance, shoot the food properly in our own kitchens and reply to customer messages quickly. Weekend bookings through Instagram and WhatsApp have grown noticeably, and I no longer spend my evenings worrying about what to post.",
    image: {
      src: '/images/testimonials/kamran-butt.svg',
      width: 320,
      height: 320,
      alt: 'Portrait of Kamran Butt',
    },
    rating: 5,
  },
  {
    slug: 'bilal-chaudhry',
    name: 'Bilal Chaudhry',
    role: 'Director, Zarnigar Textiles',
    quote:
      'Our old website said very little about what we actually make. The team spent a day at our factory, photographed the looms and wrote clear product pages for overseas buyers. Since the new site and SEO work went live, we have had regular enquiries from Europe, and they met every deadline they gave us.',
    image: {
      src: '/images/testimonials/bilal-chaudhry.svg',
      width: 320,
      height: 320,
      alt: 'Portrait of Bilal Chaudhry',
    },
    rating: 5,
  },
];
