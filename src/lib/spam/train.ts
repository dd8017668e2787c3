/**
 * Training: the counts of every message's tokens, the vocabulary pruned to the tokens that tell
 * most, the families' weights fitted on each message's evidence as read by a model that never saw
 * it (k folds inside the training data), and the hold threshold set above every real enquiry of
 * the training data, read the same way. Pure and deterministic: same messages in the same order,
 * same model. Server only.
 */
import 'server-only';
import { addMessage, emptyCounts } from './counts';
import {
  buildModel,
  familyEvidence,
  familyOf,
  FAMILIES,
  type Label,
  type LabelCounts,
  type ModelParameters,
  type SpamCounts,
  type SpamModel,
} from './model';
import { fitFamilyWeights, type StackRow } from './stack';

export interface TrainingMessage {
  features: readonly string[];
  label: Label;
  /** How many times it counts: the project's own messages count more than the public corpus's. */
  weight: number;
  /** One of the project's own messages (else the public corpus's): its real enquiries set the threshold. */
  own: boolean;
}

export interface TrainOptions {
  alpha: number;
  /** Tokens kept at most; the rest, telling least, are dropped to keep the model small. */
  maxFeatures: number;
  /** A token seen in fewer messages than this is dropped (own messages count once here). */
  minMessages: number;
  /** Folds inside the training data for the weights and the threshold. */
  folds: number;
  /** Log-odds above the highest real enquiry's where holding starts. */
  margin: number;
  ownWeight: number;
  /** What a public message's row weighs in fitting the families' weights, beside an own message's `ownWeight`. */
  publicStackWeight: number;
}

/**
 * Chosen on the own corpus's cross-validation (docs/spam.md), never on the held-out set: an own
 * message counts 30 public mails, since the site's messages are short, local and in three
 * languages; the families' weights are fitted mostly on the own messages (a public mail's row
 * weighs 0.1), as those are what the site will read; 20,000 tokens (12,000 held real Urdu enquiries).
 */
export const TRAIN_DEFAULTS: TrainOptions = {
  alpha: 1,
  maxFeatures: 20_000,
  minMessages: 3,
  folds: 5,
  margin: 0.25,
  ownWeight: 30,
  publicStackWeight: 0.1,
};

/** Numbers in the model file are kept to this many decimals, so the file reads the same each time. */
const DECIMALS = 6;
const round = (value: number) => Number(value.toFixed(DECIMALS));

/** The tokens kept: seen often enough, then the most telling (count times |log ratio|); rules' signs always. */
function vocabulary(counts: SpamCounts, seen: Map<string, number>, options: TrainOptions): Set<string> {
  const { spam: spamDocs, ham: hamDocs } = counts.docs;
  const scored: [string, number][] = [];
  const kept = new Set<string>();
  for (const [token, [spam, ham]] of counts.features) {
    const family = familyOf(token);
    if (family === 'signal' || family === 'link' || family === 'sender') {
      kept.add(token);
      continue;
    }
    if ((seen.get(token) ?? 0) < options.minMessages) continue;
    const ratio = Math.log(
      (spam + options.alpha) /
        (spamDocs + options.alpha) /
        ((ham + options.alpha) / (hamDocs + options.alpha)),
    );
    scored.push([token, (spam + ham) * Math.abs(ratio)]);
  }
  scored.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [token] of scored.slice(0, Math.max(0, options.maxFeatures - kept.size))) kept.add(token);
  return kept;
}

function countAll(messages: readonly TrainingMessage[], only?: Set<string>): SpamCounts {
  const counts = emptyCounts();
  for (const message of messages)
    addMessage(
      counts,
      only ? message.features.filter((token) => only.has(token)) : message.features,
      message.label,
      message.weight,
    );
  return counts;
}

/** `counts` less the messages of one fold. */
function without(counts: SpamCounts, messages: readonly TrainingMessage[]): SpamCounts {
  const features = new Map<string, LabelCounts>();
  for (const [token, [spam, ham]] of counts.features) features.set(token, [spam, ham]);
  const docs = { ...counts.docs };
  for (const { features: tokens, label, weight } of messages) {
    docs[label] -= weight;
    for (const token of new Set(tokens)) {
      const entry = features.get(token);
      if (!entry) continue;
      entry[label === 'spam' ? 0 : 1] -= weight;
      if (entry[0] === 0 && entry[1] === 0) features.delete(token);
    }
  }
  return { docs, features };
}

/** Folds that keep each label's share: the n-th message of a label goes to fold n mod k. */
export function stratifiedFolds<T extends { label: Label }>(items: readonly T[], folds: number): number[] {
  const seen = { spam: 0, ham: 0 };
  return items.map((item) => seen[item.label]++ % folds);
}

export function trainModel(
  messages: readonly TrainingMessage[],
  options: TrainOptions = TRAIN_DEFAULTS,
): SpamModel {
  const seen = new Map<string, number>();
  for (const message of messages)
    for (const token of new Set(message.features)) seen.set(token, (seen.get(token) ?? 0) + 1);
  const kept = vocabulary(countAll(messages), seen, options);
  const restricted = messages.map((message) => ({
    ...message,
    features: message.features.filter((token) => kept.has(token)),
  }));
  const counts = countAll(restricted);

  // Each message read by a model trained without its fold: the evidence a new message would give.
  const fold = stratifiedFolds(restricted, options.folds);
  const unit: ModelParameters = {
    weights: { word: 1, pair: 1, piece: 1, link: 1, sender: 1, signal: 1 },
    bias: 0,
    threshold: 0,
    alpha: options.alpha,
    ownWeight: options.ownWeight,
  };
  const rows: (StackRow & { guard: boolean })[] = new Array<StackRow & { guard: boolean }>(restricted.length);
  for (let k = 0; k < options.folds; k += 1) {
    const held = restricted.filter((_, i) => fold[i] === k);
    const model = buildModel(without(counts, held), unit);
    restricted.forEach((message, i) => {
      if (fold[i] !== k) return;
      rows[i] = {
        evidence: familyEvidence(model, message.features),
        spam: message.label === 'spam',
        weight: message.own ? message.weight : options.publicStackWeight,
        guard: message.own && message.label === 'ham',
      };
    });
  }
  const fitted = fitFamilyWeights(rows);
  const weights = { ...fitted.weights };
  for (const family of FAMILIES) weights[family] = round(weights[family]);
  const bias = round(fitted.bias);
  const logOdds = (row: StackRow) =>
    FAMILIES.reduce((sum, family) => sum + row.evidence[family] * weights[family], bias);
  const highestReal = Math.max(-Infinity, ...rows.filter((row) => row.guard).map(logOdds));
  // Never below even odds: with no real enquiry near it, a message is still held only when spam is likelier.
  const threshold = Math.max(0, Math.ceil((highestReal + options.margin) * 10 ** DECIMALS) / 10 ** DECIMALS);
  return buildModel(counts, { weights, bias, threshold, alpha: options.alpha, ownWeight: options.ownWeight });
}
