/**
 * Which writing systems a message uses. The site serves English and Urdu, so its visitors write
 * in Latin and Arabic letters; a message mostly in another script (Cyrillic, Chinese, Japanese,
 * Korean, Thai…) is not from someone the agency can serve. Server only.
 */
import 'server-only';

/** The scripts named in reasons, each counted with Unicode's own script property. */
const FOREIGN_SCRIPTS = [
  ['Cyrillic', /\p{Script=Cyrillic}/gu],
  ['Chinese', /\p{Script=Han}/gu],
  ['Japanese', /[\p{Script=Hiragana}\p{Script=Katakana}]/gu],
  ['Korean', /\p{Script=Hangul}/gu],
  ['Thai', /\p{Script=Thai}/gu],
  ['Greek', /\p{Script=Greek}/gu],
  ['Hebrew', /\p{Script=Hebrew}/gu],
] as const;
const LETTER = /\p{L}/gu;
/** A few foreign letters (a name, a quoted word) say nothing: at least this many, and most of them. */
const MIN_FOREIGN_LETTERS = 8;
const MOSTLY = 0.5;

export interface ScriptFinding {
  /** The foreign script most of the letters are in. */
  script: string;
  share: number;
}

/** The foreign script a text is mostly written in, or undefined when it is mostly Latin or Urdu. */
export function foreignScript(text: string): ScriptFinding | undefined {
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters < MIN_FOREIGN_LETTERS) return undefined;
  let foreign = 0;
  let top: { script: string; count: number } = { script: '', count: 0 };
  for (const [script, pattern] of FOREIGN_SCRIPTS) {
    const count = text.match(pattern)?.length ?? 0;
    foreign += count;
    if (count > top.count) top = { script, count };
  }
  const share = foreign / letters;
  return foreign >= MIN_FOREIGN_LETTERS && share > MOSTLY ? { script: top.script, share } : undefined;
}
