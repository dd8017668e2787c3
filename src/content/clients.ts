import type { ClientLogo } from './types';

function client(slug: string, name: string): ClientLogo {
  return {
    slug,
    name,
    logo: {
      src: `/images/clients/${slug}.svg`,
      width: 320,
      height: 120,
      alt: `${name} logo`,
    },
  };
}

/** Logos in the 'companies trusted us' strip. */
export const clients: readonly ClientLogo[] = [
  client('zarnigar-textiles', 'Zarnigar Textiles'),
  client('healwell-clinics', 'Healwell Clinics'),
  client('cedarwood-school', 'Cedarwood School'),
  client('zaiqa-lane-restaurants', 'Zaiqa Lane Restaurants'),
  client('emerald-crest-developers', 'Emerald Crest Developers'),
  client('paysaath', 'PaySaath'),
  client('shisham-craft', 'Shisham Craft'),
  client('rahguzar-travels', 'Rahguzar Travels'),
  client('zeenat-naturals', 'Zeenat Naturals'),
];
