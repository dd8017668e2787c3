import { imageAsset, loadSingleton } from './load';
import { singletons } from './schema/model';
import type { ImageAsset } from './types';

const alts = loadSingleton(singletons.visuals);
const where = `${singletons.visuals.path}.yaml`;

/** Illustrations used by the page sections themselves (drawn by scripts/artwork). */
export const visuals = {
  hero: imageAsset('/images/site/hero.svg', alts.hero, `${where}: hero`),
  about: imageAsset('/images/site/about.svg', alts.about, `${where}: about`),
  team: imageAsset('/images/site/about-2.svg', alts.team, `${where}: team`),
  /** Decorative background of the share cards. */
  ogPattern: imageAsset('/images/site/og-pattern.svg', '', `${where}: ogPattern`),
} as const satisfies Record<string, ImageAsset>;
