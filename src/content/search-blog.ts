import { loadSingleton } from './load';
import { singletons } from './schema/model';

/** Words of the site search (header box and /search page). */
export const searchCopy = loadSingleton(singletons.search);

/** Words of the blog list, the post pages and the feed. */
export const blogCopy = loadSingleton(singletons.blogPage);
