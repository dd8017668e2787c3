/**
 * Why the classifier judged a message as it did: each token's share of the log-odds (its ratio
 * times its family's weight), with the pieces of a word added to the word, so the inbox can show
 * "casino (+2.1), 3 links (+1.4), sender's address ends in .pk (−0.6)". Server only.
 */
import 'server-only';
import { familyOf, type SpamModel } from './model';
import { describeSignal } from './signals';
import { wordPieces } from './tokens';

export type ContributionKind = 'word' | 'words' | 'link' | 'sender' | 'signal';

export interface Contribution {
  /** The token (for a word, `w:` and the word, its pieces included). */
  token: string;
  kind: ContributionKind;
  /** What the inbox shows. */
  shown: string;
  /** Log-odds it adds: above zero toward spam, below toward a real enquiry. */
  weight: number;
}

export interface Explanation {
  /** What weighed most toward spam, most first. */
  spam: Contribution[];
  /** What weighed most toward a real enquiry, most first. */
  ham: Contribution[];
}

const DEFAULT_LIMIT = 6;

function shownOf(token: string): { kind: ContributionKind; shown: string } {
  if (token.startsWith('w:')) return { kind: 'word', shown: token.slice(2) };
  if (token.startsWith('b:')) return { kind: 'words', shown: token.slice(2) };
  if (token.startsWith('sig:')) return { kind: 'signal', shown: describeSignal(token) };
  if (token.startsWith('from:tld:'))
    return { kind: 'sender', shown: `sender's address ends in .${token.slice('from:tld:'.length)}` };
  if (token.startsWith('link:domain:'))
    return { kind: 'link', shown: `a link to a .${token.slice('link:domain:'.length)} site` };
  if (token === 'link:ip') return { kind: 'link', shown: 'a link to an IP address' };
  if (token === 'link:email') return { kind: 'link', shown: 'an e-mail address in the text' };
  return { kind: 'link', shown: 'a link' };
}

/** Each token's share of the log-odds, the pieces of a word counted with the first word they are in. */
export function contributions(model: SpamModel, features: readonly string[]): Contribution[] {
  const share = (token: string) => {
    const ratio = model.ratios.get(token);
    return ratio === undefined ? 0 : ratio * model.weights[familyOf(token) ?? 'word'];
  };
  const present = new Set(features);
  const claimed = new Set<string>();
  const found: Contribution[] = [];
  for (const token of features) {
    if (token.startsWith('c:')) continue;
    let weight = share(token);
    if (token.startsWith('w:'))
      for (const piece of wordPieces(token.slice(2))) {
        const pieceToken = `c:${piece}`;
        if (claimed.has(pieceToken) || !present.has(pieceToken)) continue;
        claimed.add(pieceToken);
        weight += share(pieceToken);
      }
    if (weight !== 0) found.push({ token, ...shownOf(token), weight });
  }
  return found;
}

/** The tokens that weighed most each way, at most `limit` each. */
export function explainFeatures(
  model: SpamModel,
  features: readonly string[],
  limit = DEFAULT_LIMIT,
): Explanation {
  const all = contributions(model, features);
  const order = (a: Contribution, b: Contribution) =>
    Math.abs(b.weight) - Math.abs(a.weight) || (a.token < b.token ? -1 : 1);
  return {
    spam: all
      .filter((item) => item.weight > 0)
      .sort(order)
      .slice(0, limit),
    ham: all
      .filter((item) => item.weight < 0)
      .sort(order)
      .slice(0, limit),
  };
}
