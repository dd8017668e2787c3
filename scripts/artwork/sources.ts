/** The content the artwork is drawn from, read through the site's own loaders. */
import { missingPictures } from '../../src/content/load';
import type { ContentSources } from './pipeline';

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
    import('../../src/lib/blog'),
  ]);
  return { services, testimonials, team, clients, projects, portfolio, posts: getAllPosts() };
}
