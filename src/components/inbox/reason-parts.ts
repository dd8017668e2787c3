/** The content judgement's part of a stored reason: `content score 97: a; b` (src/lib/spam/judge/assess.ts). */
const CONTENT_SCORE = /^content score (\d+): (.*)$/;
/** What weighed most in the classifier's verdict: `words: casino, free spins`, `signs: 3 links`. */
const WEIGHED = /^(words|signs): (.*)$/;

export interface ReasonPart {
  text: string;
  /** The classifier's chance of spam, in per cent, on the content judgement's first part. */
  score?: number;
  /** What the part lists, when it lists what weighed most: shown as a label before the list. */
  label?: string;
}

const LABELS: Record<string, string> = { words: 'Words that weighed most', signs: 'Signs' };

/** A held lead's reasons, one per line; the content judgement's first reason carries its score. */
export function reasonParts(reason: string): ReasonPart[] {
  return reason.split('; ').map((part) => {
    const content = CONTENT_SCORE.exec(part);
    const text = content ? content[2]! : part;
    const weighed = WEIGHED.exec(text);
    const shown = weighed ? { text: weighed[2]!, label: LABELS[weighed[1]!] } : { text };
    return content ? { ...shown, score: Number(content[1]) } : shown;
  });
}
