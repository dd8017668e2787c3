/**
 * The counts behind the model and what changes them: training adds each message's tokens once
 * (weighted), and each of the team's marks adds a delta, kept apart from the model file (a table
 * of token, spam, ham) and added on top of the base counts when the model is loaded. Undoing a
 * mark adds the same delta negated. Server only.
 */
import 'server-only';
import { buildModel, type Label, type LabelCounts, type SpamCounts, type SpamModel } from './model';

export const emptyCounts = (): SpamCounts => ({ docs: { spam: 0, ham: 0 }, features: new Map() });

/** Adds one message's tokens to `counts`, `weight` times (training only: it changes `counts`). */
export function addMessage(
  counts: SpamCounts,
  features: Iterable<string>,
  label: Label,
  weight: number,
): void {
  const column = label === 'spam' ? 0 : 1;
  counts.docs[label] += weight;
  for (const token of new Set(features)) {
    const entry = counts.features.get(token);
    if (entry) entry[column] += weight;
    else counts.features.set(token, column === 0 ? [weight, 0] : [0, weight]);
  }
}

/** A change of counts: messages per label and each token's counts. */
export interface CountsDelta {
  docs: { spam: number; ham: number };
  tokens: { token: string; spam: number; ham: number }[];
}

/**
 * What one of the team's marks adds: the message's tokens under `label`, counted like one of the
 * project's own messages (the model's `ownWeight`). `undo` gives the delta that takes it back.
 */
export function markDelta(
  model: Pick<SpamModel, 'ownWeight'>,
  features: Iterable<string>,
  label: Label,
  { undo = false } = {},
): CountsDelta {
  const amount = undo ? -model.ownWeight : model.ownWeight;
  const spam = label === 'spam' ? amount : 0;
  const ham = label === 'ham' ? amount : 0;
  return { docs: { spam, ham }, tokens: [...new Set(features)].map((token) => ({ token, spam, ham })) };
}

/** Deltas added together, e.g. rows of a table read back as one delta. */
export function sumDeltas(deltas: readonly CountsDelta[]): CountsDelta {
  const docs = { spam: 0, ham: 0 };
  const tokens = new Map<string, { token: string; spam: number; ham: number }>();
  for (const delta of deltas) {
    docs.spam += delta.docs.spam;
    docs.ham += delta.docs.ham;
    for (const { token, spam, ham } of delta.tokens) {
      const entry = tokens.get(token) ?? { token, spam: 0, ham: 0 };
      entry.spam += spam;
      entry.ham += ham;
      tokens.set(token, entry);
    }
  }
  return { docs, tokens: [...tokens.values()] };
}

/**
 * The model with `delta` added to its counts (the base model is left as it is): tokens new to it
 * join its vocabulary; a count never goes below zero, and a token counted nowhere leaves.
 */
export function withDelta(model: SpamModel, delta: CountsDelta): SpamModel {
  const features = new Map<string, LabelCounts>();
  for (const [token, [spam, ham]] of model.counts.features) features.set(token, [spam, ham]);
  for (const { token, spam, ham } of delta.tokens) {
    const [baseSpam, baseHam] = features.get(token) ?? [0, 0];
    const next: LabelCounts = [Math.max(0, baseSpam + spam), Math.max(0, baseHam + ham)];
    if (next[0] === 0 && next[1] === 0) features.delete(token);
    else features.set(token, next);
  }
  const docs = {
    spam: Math.max(0, model.counts.docs.spam + delta.docs.spam),
    ham: Math.max(0, model.counts.docs.ham + delta.docs.ham),
  };
  return buildModel({ docs, features }, model);
}
