/**
 * The Open Graph and Twitter card of each page: what it says (content/pages/share-cards.yaml and
 * the page's own entry), its alt text and the address it is served at. `components/og` draws it;
 * the route handler under `app/og` serves it; `createMetadata` points the page's tags at it.
 */
import { createHash } from 'node:crypto';
import { categoryLabel } from '@/content/portfolio';
import { shareCardCopy } from '@/content/share-cards';
import { siteConfig } from '@/content/site';
import type { PortfolioItem, Service } from '@/content/types';
import type { PostSummary } from '../blog/posts';

/** 1.91:1, what Facebook, LinkedIn, X and WhatsApp expect. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_CARD_TYPE = 'image/png';
/** The cards' folder: `/og` is the home page's card, `/og/about-us` the About page's. */
export const SHARE_CARD_PREFIX = '/og';

/** The decorative shape at the right edge. */
export type ShareCardAccent = (typeof shareCardCopy)['home']['accent'];

export interface ShareCard {
  /** Small lime label above the title: the kind of page, e.g. 'Service' or 'About Us'. */
  eyebrow: string;
  title: string;
  /** One or two sentences under the title. */
  subtitle?: string;
  accent: ShareCardAccent;
  alt: string;
}

type CardText = Omit<ShareCard, 'alt'>;

/** Alt text of a card: what it says, in the order it says it. */
export function shareCardAlt({ eyebrow, title }: Pick<ShareCard, 'eyebrow' | 'title'>): string {
  return `${siteConfig.name}, ${eyebrow}: ${title}`;
}

const described = (card: CardText): ShareCard => ({ ...card, alt: shareCardAlt(card) });

/** The pages with a card of their own text, by their key in the page titles (content/pages/meta.yaml). */
export type PageCardKey = Exclude<keyof typeof shareCardCopy, 'service' | 'caseStudy' | 'post'>;

export function pageCard(key: PageCardKey): ShareCard {
  return described(shareCardCopy[key]);
}

export function serviceCard(service: Service): ShareCard {
  const { eyebrow, alt, accent } = shareCardCopy.service;
  return { eyebrow, title: service.title, subtitle: service.summary, accent, alt };
}

/** A case study's card: its category and client, its title and its first result. */
export function caseStudyCard(item: PortfolioItem): ShareCard {
  const { alt, accent } = shareCardCopy.caseStudy;
  const [result] = item.results;
  return {
    eyebrow: `${categoryLabel(item)} · ${item.client}`,
    title: item.title,
    subtitle: result ? `${result.value} ${result.label}` : item.summary,
    accent,
    alt,
  };
}

export function postCard(post: PostSummary): ShareCard {
  const { eyebrow, accent } = shareCardCopy.post;
  return described({ eyebrow, title: post.title, subtitle: post.summary, accent });
}

/** How long the version in a card's address is: enough to tell two texts apart. */
const VERSION_LENGTH = 12;

/**
 * The card's address for the page at `path`. Its query changes with the card's text, so that
 * networks which cache a card by its address fetch it again after an edit.
 */
export function shareCardUrl(path: string, card: ShareCard): string {
  const version = createHash('sha256').update(JSON.stringify(card)).digest('hex').slice(0, VERSION_LENGTH);
  return `${SHARE_CARD_PREFIX}${path === '/' ? '' : path}?v=${version}`;
}

/** The page path a card's address names: the route handler's catch-all segments. */
export function shareCardPagePath(segments: readonly string[] = []): string {
  return `/${segments.join('/')}`;
}
