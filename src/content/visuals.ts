import { imageAsset } from './load';
import { copyOf } from './localized';
import type { Locale } from './locales';
import { singletons } from './schema/model';
import type { ImageAsset } from './types';

const where = `${singletons.visuals.path}.yaml`;

/** Illustrations used by the page sections themselves (drawn by scripts/artwork), described in `locale`. */
export function visualsOf(locale: Locale) {
  const alts = copyOf(locale, 'visuals');
  return {
    hero: imageAsset('/images/site/hero.svg', alts.hero, `${where}: hero`),
    about: imageAsset('/images/site/about.svg', alts.about, `${where}: about`),
    team: imageAsset('/images/site/about-2.svg', alts.team, `${where}: team`),
    /** Decorative background of the share cards. */
    ogPattern: imageAsset('/images/site/og-pattern.svg', '', `${where}: ogPattern`),
  } as const satisfies Record<string, ImageAsset>;
}

export const visuals = visualsOf('en');
