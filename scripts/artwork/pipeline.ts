/** Collects every image the content references, renders it, writes it, and prunes stale files. */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { ProductDrawing } from '../../src/content/schema/model';
import type {
  ClientLogo,
  ImageAsset,
  PortfolioCategory,
  PortfolioItem,
  Project,
  Service,
  TeamMember,
  Testimonial,
} from '../../src/content/types';
import { renderBlogCover, type BlogArt } from './blog';
import { renderLogo } from './logos';
import { GALLERY_SIZE, galleryView, renderPortfolio, renderPortfolioView, renderProject } from './portfolio';
import { renderPortrait, type Portrait } from './portraits';
import { renderService } from './services';
import { siteVisuals } from './site-visuals';
import { contentSources } from './sources';

/** What the artwork needs of a portfolio item: the site's record and the product it draws. */
export type ArtPortfolioItem = Pick<PortfolioItem, 'slug' | 'title' | 'category' | 'summary' | 'image'> &
  Partial<Pick<PortfolioItem, 'gallery'>> & { product: ProductDrawing };

/** A featured project, with the kind of work its picture shows. */
export type ArtProject = Project & { artwork: PortfolioCategory; product: ProductDrawing };

/** A person with a portrait: the site's record and what the content says the portrait shows. */
export type ArtPerson = Pick<TeamMember | Testimonial, 'slug' | 'name' | 'image'> & { portrait: Portrait };

export interface ContentSources {
  services: readonly Service[];
  testimonials: readonly ArtPerson[];
  team: readonly ArtPerson[];
  clients: readonly ClientLogo[];
  projects: readonly ArtProject[];
  portfolio: readonly ArtPortfolioItem[];
  /** Blog posts; each gets a 1200×630 cover at its `cover` path. */
  posts?: ReadonlyArray<BlogArt & { cover: string; coverAlt: string }>;
}

export interface Job {
  asset: ImageAsset;
  render: () => string;
}

/** A new portfolio card's size (existing cards keep the size of their file). */
const PORTFOLIO_CARD_SIZE = { width: 800, height: 800 };

/** Folders this generator owns; stale SVGs in them are removed. */
export const OWNED_DIRS = [
  'services',
  'testimonials',
  'team',
  'clients',
  'projects',
  'portfolio',
  'site',
  'blog',
] as const;

function label(a: ImageAsset, fallback: string): string {
  return a.alt.trim() || fallback;
}

/** A picture that does not exist yet has no size to read: it is drawn at the kind's own size. */
function sized(asset: ImageAsset, size: { width: number; height: number }): ImageAsset {
  return asset.width > 0 && asset.height > 0 ? asset : { ...asset, ...size };
}

export function collectJobs(c: ContentSources): Job[] {
  const jobs: Job[] = [];
  for (const svc of c.services) {
    const art = {
      slug: svc.slug,
      icon: svc.icon,
      title: svc.cardTitle || svc.title,
      features: [svc.firstFeatures, svc.secondFeatures] as const,
    };
    const imgs: Array<[ImageAsset, 0 | 1 | 2]> = [
      [svc.image, 0],
      [svc.leftImage, 1],
      [svc.rightImage, 2],
    ];
    for (const [a, v] of imgs)
      jobs.push({ asset: a, render: () => renderService(art, v, a.width, a.height, label(a, svc.title)) });
  }
  for (const m of [...c.testimonials, ...c.team])
    jobs.push({
      asset: m.image,
      render: () =>
        renderPortrait(
          m.slug,
          m.portrait,
          m.image.width,
          m.image.height,
          label(m.image, `Portrait of ${m.name}`),
        ),
    });
  c.clients.forEach((cl, i) =>
    jobs.push({
      asset: cl.logo,
      render: () =>
        renderLogo(cl.slug, cl.name, i, cl.logo.width, cl.logo.height, label(cl.logo, `${cl.name} logo`)),
    }),
  );
  for (const p of c.projects)
    jobs.push({
      asset: p.image,
      render: () => renderProject(p, p.image.width, p.image.height, label(p.image, p.title)),
    });
  for (const p of c.portfolio) {
    const card = sized(p.image, PORTFOLIO_CARD_SIZE);
    jobs.push({
      asset: card,
      render: () => renderPortfolio(p, card.width, card.height, label(card, p.title)),
    });
    (p.gallery ?? []).forEach((picture, index) => {
      const asset = sized(picture, GALLERY_SIZE);
      const view = galleryView(p.category, index);
      jobs.push({
        asset,
        render: () => renderPortfolioView(p, view, index, asset.width, asset.height, label(asset, p.title)),
      });
    });
  }
  for (const v of siteVisuals) jobs.push({ asset: v, render: v.render });
  for (const p of c.posts ?? []) {
    const cover: ImageAsset = { src: p.cover, alt: p.coverAlt, width: 1200, height: 630 };
    jobs.push({ asset: cover, render: () => renderBlogCover(p, label(cover, p.title)) });
  }
  return jobs;
}

export interface WriteResult {
  /** Pictures drawn (every job but the skipped ones). */
  drawn: number;
  written: number;
  unchanged: number;
  deleted: string[];
  skipped: string[];
  totalBytes: number;
  largest: Array<[string, number]>;
}

export function writeJobs(jobs: readonly Job[], publicDir: string): WriteResult {
  const seen = new Map<string, ImageAsset>();
  const res: WriteResult = {
    drawn: 0,
    written: 0,
    unchanged: 0,
    deleted: [],
    skipped: [],
    totalBytes: 0,
    largest: [],
  };
  for (const job of jobs) {
    const { src, width, height } = job.asset;
    if (!/^\/images\/[a-z0-9/_.-]+\.svg$/i.test(src) || src.includes('..')) {
      res.skipped.push(`${src} (not an SVG path under /images/)`);
      continue;
    }
    const prev = seen.get(src);
    if (prev) {
      if (prev.width !== width || prev.height !== height)
        res.skipped.push(
          `${src} (referenced again at ${width}x${height}, first at ${prev.width}x${prev.height})`,
        );
      continue;
    }
    seen.set(src, job.asset);
    const svg = job.render();
    const file = join(publicDir, src);
    mkdirSync(dirname(file), { recursive: true });
    if (existsSync(file) && readFileSync(file, 'utf8') === svg) res.unchanged++;
    else {
      writeFileSync(file, svg);
      res.written++;
    }
    const bytes = Buffer.byteLength(svg);
    res.totalBytes += bytes;
    res.largest.push([src, bytes]);
  }
  res.drawn = jobs.length - res.skipped.length;
  res.largest.sort((a, b) => b[1] - a[1]);
  res.largest = res.largest.slice(0, 5);
  for (const src of ownedSvgFiles(publicDir)) {
    if (!seen.has(src)) {
      unlinkSync(join(publicDir, src));
      res.deleted.push(src);
    }
  }
  return res;
}

export interface GenerateOptions {
  /** The folder that stands for `public/`: pictures are written to `<outDir>/images/...`. */
  outDir: string;
}

/** Draws every picture the content names, and the site visuals, into `outDir`. */
export async function generate({ outDir }: GenerateOptions): Promise<WriteResult> {
  return writeJobs(collectJobs(await contentSources()), outDir);
}

/** Every SVG in the folders this generator owns, as `/images/...` paths. */
export function ownedSvgFiles(publicDir: string): string[] {
  return OWNED_DIRS.flatMap((dir) => svgFiles(publicDir, `/images/${dir}`));
}

/** Every SVG under a public folder, at any depth (pictures live in one folder per entry). */
function svgFiles(publicDir: string, folder: string): string[] {
  const abs = join(publicDir, folder);
  if (!existsSync(abs) || !statSync(abs).isDirectory()) return [];
  return readdirSync(abs).flatMap((name) => {
    const src = `${folder}/${name}`;
    if (statSync(join(publicDir, src)).isDirectory()) return svgFiles(publicDir, src);
    return name.endsWith('.svg') ? [src] : [];
  });
}

export function report(res: WriteResult): void {
  console.log(
    `artwork: ${res.drawn} images (${res.written} written, ${res.unchanged} unchanged), ${(res.totalBytes / 1024).toFixed(1)} KB total`,
  );
  if (res.deleted.length)
    console.log(`artwork: removed ${res.deleted.length} stale: ${res.deleted.join(', ')}`);
  for (const s of res.skipped) console.warn(`artwork: skipped ${s}`);
  console.log(
    `artwork: largest ${res.largest.map(([s, b]) => `${s} ${(b / 1024).toFixed(1)} KB`).join(', ')}`,
  );
}
