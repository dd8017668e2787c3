/**
 * The classifier: naive Bayes over the tokens of a message (./features.ts), read per family of
 * tokens: multinomial over the words, pairs of words and pieces of words, and per message over the
 * links, the sender's address and the rules' signs. Each family's evidence is the sum of its tokens' log-likelihood ratios; the
 * families are weighed against one another by weights fitted on the corpus (./train.ts), since a
 * word's pieces repeat what the word says. The model keeps its counts, not only its weights, so
 * the team's marks can be added to them (./counts.ts). Server only.
 */
import 'server-only';

export const FAMILIES = ['word', 'pair', 'piece', 'link', 'sender', 'signal'] as const;
export type Family = (typeof FAMILIES)[number];

const PREFIXES: readonly (readonly [string, Family])[] = [
  ['w:', 'word'],
  ['b:', 'pair'],
  ['c:', 'piece'],
  ['link:', 'link'],
  ['from:', 'sender'],
  ['sig:', 'signal'],
];

export function familyOf(token: string): Family | undefined {
  for (const [prefix, family] of PREFIXES) if (token.startsWith(prefix)) return family;
  return undefined;
}

export type Label = 'spam' | 'ham';
/** How many messages (weighted) of each label hold a token: [spam, ham]. */
export type LabelCounts = [spam: number, ham: number];

export interface SpamCounts {
  docs: { spam: number; ham: number };
  features: Map<string, LabelCounts>;
}

export type FamilyWeights = Record<Family, number>;

export interface ModelParameters {
  weights: FamilyWeights;
  /** The log-odds of a message with no known token. */
  bias: number;
  /** From this log-odds up a message is held. */
  threshold: number;
  /** Additive smoothing of the counts. */
  alpha: number;
  /** What one of the project's own messages (and one of the team's marks) counts for. */
  ownWeight: number;
}

export interface SpamModel extends ModelParameters {
  counts: SpamCounts;
  /** Each known token's log-likelihood ratio (spam over ham), before its family's weight. */
  ratios: Map<string, number>;
}

/**
 * Families read per message (how many spam and real messages show the token) rather than as a
 * share of the family's tokens: a message has at most a few links and signs, and a sign common in
 * real enquiries (one link) must not look like spam merely because spam shows other signs too.
 */
const BY_MESSAGE: ReadonlySet<Family> = new Set(['link', 'sender', 'signal']);
/**
 * A sign's counts start as if one of the project's own messages of each label had shown it
 * (`alpha` times `ownWeight`), not one public mail: the own messages count `ownWeight` times, so
 * add-one smoothing would let a sign seen in a few dozen own messages of one label only (a sender's
 * `.pk`) weigh as if it could never appear in the other. Chosen on the own corpus's
 * cross-validation (docs/spam.md).
 */
const signPrior = ({ alpha, ownWeight }: ModelParameters) => alpha * Math.max(1, ownWeight);

export const sigmoid = (logOdds: number) => 1 / (1 + Math.exp(-logOdds));

/** The model of `counts` with `parameters`: the ratios worked out once, so scoring only adds. */
export function buildModel(counts: SpamCounts, parameters: ModelParameters): SpamModel {
  const totals = new Map<Family, { spam: number; ham: number; size: number }>();
  for (const family of FAMILIES) totals.set(family, { spam: 0, ham: 0, size: 0 });
  for (const [token, [spam, ham]] of counts.features) {
    const total = totals.get(familyOf(token) ?? 'word')!;
    total.spam += spam;
    total.ham += ham;
    total.size += 1;
  }
  const { alpha } = parameters;
  const ratios = new Map<string, number>();
  for (const [token, [spam, ham]] of counts.features) {
    const family = familyOf(token) ?? 'word';
    // A sign is weighed by how often messages of each label show it; a word by its share of the words.
    const byMessage = BY_MESSAGE.has(family);
    const total = byMessage ? { spam: counts.docs.spam, ham: counts.docs.ham, size: 1 } : totals.get(family)!;
    const prior = byMessage ? signPrior(parameters) : alpha;
    const pSpam = (spam + prior) / (total.spam + prior * (total.size + 1));
    const pHam = (ham + prior) / (total.ham + prior * (total.size + 1));
    ratios.set(token, Math.log(pSpam / pHam));
  }
  return { ...parameters, counts, ratios };
}

/** Each family's evidence in `features`: the sum of its known tokens' ratios. */
export function familyEvidence(model: Pick<SpamModel, 'ratios'>, features: readonly string[]): FamilyWeights {
  const evidence: FamilyWeights = { word: 0, pair: 0, piece: 0, link: 0, sender: 0, signal: 0 };
  for (const token of features) {
    const ratio = model.ratios.get(token);
    if (ratio === undefined) continue;
    evidence[familyOf(token) ?? 'word'] += ratio;
  }
  return evidence;
}

/** The log-odds that a message of these features is spam. */
export function logOddsOf(model: SpamModel, features: readonly string[]): number {
  let logOdds = model.bias;
  for (const token of features) {
    const ratio = model.ratios.get(token);
    if (ratio !== undefined) logOdds += ratio * model.weights[familyOf(token) ?? 'word'];
  }
  return logOdds;
}

export interface SpamScore {
  logOdds: number;
  /** The chance it is spam, 0 to 1. */
  probability: number;
  held: boolean;
}

export function scoreFeatures(model: SpamModel, features: readonly string[]): SpamScore {
  const logOdds = logOddsOf(model, features);
  return { logOdds, probability: sigmoid(logOdds), held: logOdds >= model.threshold };
}
