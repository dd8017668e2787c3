/** The content judgement's tables (migration 0012, src/lib/intake/judge); ./schema.ts gathers every table. */

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
