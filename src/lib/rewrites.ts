import { typedParams } from './email/return-location';
import { CATEGORY_PARAM, PORTFOLIO_PATH, categoryFilterIds } from './portfolio-filter';

export interface RewriteCondition {
  type: 'query';
  key: string;
  value?: string;
}

export interface Rewrite {
  source: string;
  destination: string;
  has?: RewriteCondition[];
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `/portfolio?category=mobile-apps` serves the prerendered `/portfolio/category/mobile-apps`
 * while the address bar keeps the shareable URL, so the filtered gallery works without
 * JavaScript and the page stays static. Checked before the file system, or `/portfolio`
 * itself would answer. Unknown values do not match and get the unfiltered page.
 */
export const rewrites: { beforeFiles: Rewrite[] } = {
  beforeFiles: [
    {
      source: PORTFOLIO_PATH,
      has: [
        {
          type: 'query',
          key: CATEGORY_PARAM,
          value: `(?<category>${categoryFilterIds.map(escapeRegExp).join('|')})`,
        },
      ],
      destination: `${PORTFOLIO_PATH}/category/:category`,
    },
    // /contact-us with values in the query (a case study's subject, or what was typed before a
    // failed send without JavaScript) is rendered with them; plain /contact-us stays prerendered.
    ...typedParams('contact').map((key) => ({
      source: '/contact-us',
      has: [{ type: 'query' as const, key }],
      destination: '/contact-us/retry',
    })),
  ],
};
