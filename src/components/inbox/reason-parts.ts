/** The content judgement's part of a stored reason: `content score 9: a; b` (src/lib/spam/judge/assess.ts). */
const CONTENT_SCORE = /^content score (\d+): (.*)$/;

/** A held lead's reasons, one per line; the content score's first reason carries the score. */
export function reasonParts(reason: string): { text: string; score?: number }[] {
  return reason.split('; ').map((text) => {
    const content = CONTENT_SCORE.exec(text);
    return content ? { text: content[2]!, score: Number(content[1]) } : { text };
  });
}
