/**
 * The content the artwork is drawn from: the site's own loaders, and the fields that only the
 * drawings use (portraits, products, project drawings) read from the same files and schema.
 */
import { loadCollection, missingPictures } from '../../src/content/load';
import { collections } from '../../src/content/schema/model';
import type { ContentSources } from './pipeline';

/** The entry of a collection that a loaded record came from. */
function entries<E extends { slug: string }>(list: readonly E[]): (record: { slug: string }) => E {
  const bySlug = new Map(list.map((entry) => [entry.slug, entry]));
  return ({ slug }) => {
    const entry = bySlug.get(slug);
    if (!entry) throw new Error(`artwork: no content entry ${slug}`);
    return entry;
  };
}

export async function contentSources(): Promise<ContentSources> {
  // Pictures named in the content but not drawn yet are what a run is for; the loaders read the
  // content when they are imported, so the flag is set before they are.
  missingPictures.allowed = true;
  const [
    { clients },
    { portfolio },
    { projects },
    { services },
    { team },
    { testimonials },
    { getAllPosts },
  ] = await Promise.all([
    import('../../src/content/clients'),
    import('../../src/content/portfolio'),
    import('../../src/content/projects'),
    import('../../src/content/services'),
    import('../../src/content/team'),
    import('../../src/content/testimonials'),
    import('../../src/lib/blog/posts'),
  ]);
  const member = entries(loadCollection(collections.team));
  const client = entries(loadCollection(collections.testimonials));
  const study = entries(loadCollection(collections.portfolio));
  const project = entries(loadCollection(collections.projects));
  return {
    services,
    testimonials: testimonials.map((t) => ({ ...t, portrait: client(t).portrait })),
    team: team.map((m) => ({ ...m, portrait: member(m).portrait })),
    clients,
    projects: projects.map((p) => ({ ...p, artwork: project(p).artwork, product: project(p).product })),
    portfolio: portfolio.map((item) => ({ ...item, product: study(item).product })),
    posts: getAllPosts(),
  };
}
