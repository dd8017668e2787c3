/**
 * The content judgement as kept on the lead (`leads.spam_check`, JSON): the score, its named
 * reasons, the verdict, Akismet's answer when it was asked and, only then, the visitor's address
 * and browser, so the team's later "spam" or "not spam" can be reported back. Read by the inbox.
 * The score is the classifier's chance of spam in per cent (`scale: 'percent'`); a lead judged
 * before the classifier decided has the rules' points instead, and no scale.
 */
import type { AkismetAnswer } from './akismet';
import type { Verdict } from './score';

export interface SpamCheck {
  score: number;
  reasons: string[];
  verdict: Verdict;
  akismet?: AkismetAnswer;
  visitor?: { ip: string; userAgent: string; referrer?: string };
  /** `percent` from the classifier on; absent on a lead judged by the rules' points before it. */
  scale?: 'percent';
}

export function spamCheckText(check: Omit<SpamCheck, 'scale'>): string {
  const { score, reasons, verdict, akismet, visitor } = check;
  return JSON.stringify({ score, scale: 'percent', reasons, verdict, akismet, visitor });
}

/** The stored judgement, or undefined for a lead stored before it existed (or unreadable). */
export function readSpamCheck(text: string | null): SpamCheck | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<SpamCheck>;
    if (typeof value.score !== 'number' || !Array.isArray(value.reasons)) return undefined;
    return { ...value, reasons: value.reasons.map(String) } as SpamCheck;
  } catch {
    return undefined;
  }
}
