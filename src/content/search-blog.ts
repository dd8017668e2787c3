import type { SearchKind } from '@/lib/search/types';

/** Words of the site search (header box and /search page). */
export const searchCopy = {
  inputLabel: 'Search the site',
  placeholder: 'Search',
  submit: 'Search',
  resultsLabel: 'Search results',
  /** Heading of each group of results, in the order the groups are shown. */
  groupHeadings: {
    Service: 'Services',
    Project: 'Projects',
    Post: 'Blog posts',
    Page: 'Pages',
    Team: 'Team',
  } satisfies Record<SearchKind, string>,
  /** Label on each result card of the /search page. */
  kindLabels: {
    Service: 'Service',
    Project: 'Project',
    Post: 'Article',
    Page: 'Page',
    Team: 'Team member',
  } satisfies Record<SearchKind, string>,
  /** `{query}` is replaced. */
  resultsFor: 'Results for “{query}”',
  count: { one: '1 result', other: '{count} results' },
  prompt: 'Type what you are looking for: a service, a project, a person or a topic.',
  loading: 'Loading…',
  noMatch: 'Nothing matched “{query}”.',
  seeAll: 'See all results',
  keyboardHint: 'Use the arrow keys to choose a result, Enter to open it.',
  empty: {
    heading: 'Not sure where to start?',
    text: 'Try a shorter word, such as “SEO”, “website” or “logo”, or go straight to one of our services.',
    servicesHeading: 'Our services',
    blogText: 'Or read practical articles on websites, SEO and social media in our',
    blogLink: 'blog',
  },
} as const;

/** Words of the blog list, the post pages and the feed. */
export const blogCopy = {
  eyebrow: 'Our Blog',
  listHeading: 'Latest articles',
  readArticle: 'Read article',
  readingUnit: 'min read',
  tagsLabel: 'Tags',
  publishedOn: 'Published',
  previousPost: 'Previous post',
  nextPost: 'Next post',
  postNavLabel: 'More articles',
  backToBlog: 'All articles',
  pagination: {
    label: 'Blog pages',
    previous: 'Newer posts',
    next: 'Older posts',
    /** `{page}` and `{count}` are replaced. */
    status: 'Page {page} of {count}',
    /** Title of /blog/page/N; `{page}` is replaced. */
    title: 'Blog: page {page}',
  },
  empty: 'No articles yet. Check back soon.',
  feed: {
    title: 'Ravi Digital blog',
    /** Title of the RSS link in the page head. */
    linkTitle: 'Ravi Digital blog (RSS)',
    subscribe: 'RSS feed',
  },
} as const;
