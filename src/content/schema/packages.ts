/**
 * A service's packages: what the agency sells it as, at a price in Pakistani rupees. The service
 * page, /pricing, the JSON-LD offers, the search and the agency profile all read them from here.
 */
import { checkbox, integer, list, object, optionalInteger, select, text, type Field } from './fields';
import { line, paragraph } from './kit';
import { slugRules } from './slug';

/** How often a package is paid: once, or every month. */
export const pricePeriodLabels = { oneOff: 'One-off', monthly: 'Per month' } as const;
export type PricePeriod = keyof typeof pricePeriodLabels;

/** Whole rupees: a one-page design job starts around Rs 5,000; ten crore is far past any package. */
export const PKR_LIMITS = { min: 1_000, max: 100_000_000 } as const;
/** Whole US dollars, for clients abroad. */
export const USD_LIMITS = { min: 10, max: 500_000 } as const;
/** Packages one service may have: more than four stops being a choice. */
export const PACKAGES_PER_SERVICE = 4;

const servicePackage = () =>
  object({
    id: text({
      label: 'Identifier',
      description:
        'Names the package in enquiries, analytics and page addresses, e.g. “growth”. Keep it the same in every language and once enquiries have used it.',
      max: 30,
      pattern: slugRules.lowerCase,
    }),
    name: line('Name', 30, 'For example “Growth”; the page adds the word “package” where it needs it.'),
    summary: paragraph('Who it is for', 160, 'One sentence, shown under the price and in search results.'),
    price: integer({
      label: 'Price in rupees (PKR)',
      description: `Whole rupees, digits only (45000 for Rs 45,000): ${PKR_LIMITS.min} to ${PKR_LIMITS.max}. The site writes the commas.`,
      ...PKR_LIMITS,
    }),
    period: select({ label: 'Paid', description: 'Once, or every month.' }, pricePeriodLabels, 'monthly'),
    from: checkbox({
      label: '“From” price',
      description: 'Tick when the price is where the package starts and the final quote depends on the work.',
    }),
    usd: optionalInteger({
      label: 'Price in US dollars (optional)',
      description: `For clients abroad, whole dollars: ${USD_LIMITS.min} to ${USD_LIMITS.max}. Leave empty to show rupees only.`,
      ...USD_LIMITS,
    }),
    includes: list(line('Item', 90), { label: 'What is included', min: 1, max: 10 }),
    excludes: list(line('Item', 90), {
      label: 'What is not included',
      description: 'Things clients often assume, such as ad spend.',
      min: 0,
      max: 6,
    }),
    delivery: line('Delivery time', 40, 'For example “3 to 4 weeks” or “Monthly, from week one”.'),
    recommended: checkbox({
      label: 'Recommended',
      description:
        'Marked “Recommended” on the page. At most one package of a service; the build refuses two.',
    }),
  });

/**
 * The packages of one service, none or up to four. Two recommended packages would leave the visitor
 * with no recommendation at all: the admin cannot check that across the list, so the build does.
 */
export function servicePackages() {
  const field = list(servicePackage(), {
    label: 'Packages and prices',
    description:
      'Shown on the service page and on /pricing. Leave empty for a service sold by quote only. At most one recommended.',
    min: 0,
    max: PACKAGES_PER_SERVICE,
    itemLabel: 'name',
  });
  return {
    ...field,
    zod: field.zod
      .refine((packages) => packages.filter((item) => item.recommended).length <= 1, {
        error: (issue) => {
          const names = (issue.input as { name: string; recommended?: boolean }[])
            .filter((item) => item.recommended)
            .map((item) => item.name);
          return `at most one package can be recommended, not ${names.join(' and ')}`;
        },
      })
      .refine((packages) => new Set(packages.map((item) => item.id)).size === packages.length, {
        error: 'each package needs its own identifier',
      })
      // A service file written before packages existed has none.
      .default([]),
  } satisfies Field;
}
