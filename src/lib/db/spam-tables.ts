/** The spam judgement's tables (migrations 0012 and 0017, src/lib/spam); ./schema.ts gathers every table. */

/** What the team taught: a sender let through, a sender held, a text held. */
export type SpamRuleKind = 'allow-sender' | 'hold-sender' | 'hold-text';

export interface SpamRulesTable {
  id: string;
  kind: SpamRuleKind;
  /** The normalised address, or the text's fingerprint. */
  value: string;
  /** What Spam settings shows: the address, or the start of the text. */
  shown: string;
  /** The lead the team taught it from, when it still exists. */
  lead_id: string | null;
  by_name: string;
  created_at: string;
}

/** A recent text's fingerprint and its sender, kept an hour or so (pruned daily). */
export interface MessagePrintsTable {
  print: string;
  email: string;
  seen_at: string;
}

/**
 * The team's marks as count deltas on the trained classifier, one row per token (migration 0017);
 * the rows `:docs` (messages per label) and `:version` (bumped by every change) are the table's own.
 */
export interface SpamLearningTable {
  token: string;
  spam: number;
  ham: number;
}

/** The mark a lead was given, with the tokens it counted, so a change of mind takes exactly them back. */
export interface SpamMarksTable {
  lead_id: string;
  label: 'spam' | 'ham';
  /** JSON: the tokens counted. */
  features: string;
  by_name: string;
  marked_at: string;
}
