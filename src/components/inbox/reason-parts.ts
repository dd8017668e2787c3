/**
 * The content judgement's part of a stored reason: `spam chance 97 %: a; b` (src/lib/spam/judge/assess.ts),
 * or, on a lead held before the classifier decided, the rules' points: `content score 9: a; b`.
 */
const CONTENT = /^(?:spam chance (\d+) %|content score (\d+)): (.*)$/;
/** What weighed most in the classifier's verdict: `words: casino, free spins`, `signs: 3 links`. */
const WEIGHED = /^(words|signs): (.*)$/;

export interface ReasonPart {
  text: string;
  /** The classifier's chance of spam, in per cent, on the content judgement's first part. */
  chance?: number;
  /** The rules' points instead, on a lead held before the classifier decided. */
  score?: number;
  /** What the part lists, when it lists what weighed most: shown as a label before the list. */
  label?: string;
}

const LABELS: Record<string, string> = { words: 'Words that weighed most', signs: 'Signs' };

/** A held lead's reasons, one per line; the content judgement's first reason carries its chance (or score). */
export function reasonParts(reason: string): ReasonPart[] {
  return reason.split('; ').map((part) => {
    const content = CONTENT.exec(part);
    const text = content ? content[3]! : part;
    const weighed = WEIGHED.exec(text);
    const shown = weighed ? { text: weighed[2]!, label: LABELS[weighed[1]!] } : { text };
    if (!content) return shown;
    return content[1] !== undefined
      ? { ...shown, chance: Number(content[1]) }
      : { ...shown, score: Number(content[2]) };
  });
}
