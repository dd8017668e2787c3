import { loadSingleton } from './load';
import type { CopyOf } from './localized';
import { singletons } from './schema/model';

/** Words of the site search (header box and /search page). */
export const searchCopy = loadSingleton(singletons.search);

/** Words of the blog list, the post pages and the feed. */
export const blogCopy = loadSingleton(singletons.blogPage);

/** The words of the header's search box (a client part), in the language of its page. */
export type SearchCopy = Pick<
  CopyOf<'search'>,
  | 'inputLabel'
  | 'placeholder'
  | 'submit'
  | 'resultsLabel'
  | 'groupHeadings'
  | 'count'
  | 'noMatch'
  | 'seeAll'
  | 'keyboardHint'
  | 'loading'
>;
