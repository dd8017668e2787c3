/** Shapes of the site search, shared by the server (index, /search) and the header box. */

/** Kinds of result, in the order their groups are shown. */
export const searchKinds = ['Service', 'Package', 'Project', 'Post', 'Page', 'Team'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchEntry {
  title: string;
  summary: string;
  /** Extra words people search with (service keywords, category, tags, role). */
  keywords: readonly string[];
  /** Site path of the result. */
  url: string;
  kind: SearchKind;
}

export interface SearchGroup {
  kind: SearchKind;
  entries: SearchEntry[];
}
