import { localePath, locales } from '../../content/locales';
import { typedParams } from '../forms/return-location';
import { CATEGORY_PARAM, PORTFOLIO_PATH, categoryFilterIds } from '../portfolio/filter';

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

/** A photo's original file: JPEG, PNG, WebP or AVIF under /images/, in any letter case. */
const ORIGINAL_PHOTO =
  '/images/:path(.*\\.(?:[jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP]|[aA][vV][iI][fF]))';

/**
 * A photo's original file may carry where it was taken (EXIF GPS) and is many times larger than
 * the copies the pages list (src/lib/images), so the production server does not serve it: the
 * path answers 404 like any unknown one. The development server serves it, for the admin.
 */
export const hiddenOriginals: Rewrite = {
  source: ORIGINAL_PHOTO,
  destination: '/_original-photos-are-not-served',
};

/** The `rewrites()` of next.config.ts. */
export function rewriteRules({ development }: { development: boolean }): { beforeFiles: Rewrite[] } {
  return { beforeFiles: [...(development ? [] : [hiddenOriginals]), ...rewrites.beforeFiles] };
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
    // /contact-us (and its translations, /ur/contact-us) with values in the query (a case study's
    // subject, or what was typed before a failed send without JavaScript) is rendered with them;
    // plain /contact-us stays prerendered.
    ...locales.flatMap((locale) =>
      typedParams('contact').map((key) => ({
        source: localePath(locale, '/contact-us'),
        has: [{ type: 'query' as const, key }],
        destination: localePath(locale, '/contact-us/retry'),
      })),
    ),
  ],
};
