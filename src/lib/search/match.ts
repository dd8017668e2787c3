import { MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/search/query';
import { searchKinds, type SearchEntry, type SearchGroup, type SearchKind } from './types';

/**
 * Plain-text matching for the site search, shared by the header box (in the browser) and the
 * /search page (on the server). The query is never turned into a RegExp: it is folded (lower
 * case, accents removed), split into words, and each word is looked up as the start of a word
 * of the entry's title, summary or keywords.
 */

/** More words than this are ignored; a real query never has them. */
const MAX_QUERY_WORDS = 12;

/** Lower case without accents: 'Café' -> 'cafe'. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Folded words of a text; punctuation and symbols separate words. */
export function toWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The query's distinct words, capped in length and number. */
export function queryWords(query: string): string[] {
  const capped = normalizeQuery(query.slice(0, MAX_QUERY_LENGTH * 2));
  return [...new Set(toWords(capped))].slice(0, MAX_QUERY_WORDS);
}

interface PreparedEntry {
  entry: SearchEntry;
  order: number;
  titleWords: readonly string[];
  keywordWords: readonly string[];
  summaryWords: readonly string[];
}

const prepared = new WeakMap<readonly SearchEntry[], PreparedEntry[]>();

function prepare(entries: readonly SearchEntry[]): PreparedEntry[] {
  let list = prepared.get(entries);
  if (!list) {
    list = entries.map((entry, order) => ({
      entry,
      order,
      titleWords: toWords(entry.title),
      keywordWords: toWords(entry.keywords.join(' ')),
      summaryWords: toWords(entry.summary),
    }));
    prepared.set(entries, list);
  }
  return list;
}

const startsAny = (words: readonly string[], needle: string) => words.some((word) => word.startsWith(needle));

/** How well one query word fits an entry: 0 (not found) up to 4 (a whole word of the title). */
function wordScore(item: PreparedEntry, word: string): number {
  if (item.titleWords.includes(word)) return 4;
  if (startsAny(item.titleWords, word)) return 3;
  if (startsAny(item.keywordWords, word)) return 2;
  if (startsAny(item.summaryWords, word)) return 1;
  return 0;
}

/**
 * Entries in which every query word starts a word of the title, keywords or summary, best
 * first: title hits, then keyword hits, then summary hits; ties keep the content order.
 */
export function matchEntries(query: string, entries: readonly SearchEntry[]): SearchEntry[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored: { item: PreparedEntry; score: number }[] = [];
  for (const item of prepare(entries)) {
    let score = 0;
    for (const word of words) {
      const fit = wordScore(item, word);
      if (fit === 0) {
        score = 0;
        break;
      }
      score += fit;
    }
    if (score > 0) scored.push({ item, score });
  }
  scored.sort((a, b) => b.score - a.score || a.item.order - b.item.order);
  return scored.map(({ item }) => item.entry);
}

/** Matches grouped by kind, groups in the fixed order of `searchKinds`, empty groups left out. */
export function groupByKind(entries: readonly SearchEntry[], perGroup = Infinity): SearchGroup[] {
  const byKind = new Map<SearchKind, SearchEntry[]>();
  for (const entry of entries) {
    const list = byKind.get(entry.kind) ?? [];
    if (list.length < perGroup) list.push(entry);
    byKind.set(entry.kind, list);
  }
  return searchKinds.flatMap((kind) => {
    const list = byKind.get(kind);
    return list && list.length > 0 ? [{ kind, entries: list }] : [];
  });
}

/** The search in one call: matching entries grouped by kind. */
export function searchGroups(
  query: string,
  entries: readonly SearchEntry[],
  perGroup?: number,
): SearchGroup[] {
  return groupByKind(matchEntries(query, entries), perGroup);
}
