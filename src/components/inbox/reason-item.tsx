import type { ReasonPart } from './reason-parts';

interface ReasonItemProps {
  part: ReasonPart;
  /** How the chance of spam is set off from the reason (a muted note, a small badge). */
  scoreClassName: string;
}

/**
 * One reason a lead was held, on a line of a list: "Words that weighed most: casino, free spins",
 * "Signs: a link to a URL shortener", or a rule's own words; the content judgement's first reason
 * carries the classifier's chance of spam (or, held before the classifier, the rules' score). What a sender wrote is shown as text, isolated (`bdi`).
 */
export function ReasonItem({ part: { text, label, chance, score }, scoreClassName }: ReasonItemProps) {
  return (
    <li className="break-words">
      {label && <span className="font-semibold">{label}: </span>}
      <bdi>{text}</bdi>
      {chance !== undefined && <span className={scoreClassName}>{chance} % like spam</span>}
      {score !== undefined && <span className={scoreClassName}>score {score}</span>}
    </li>
  );
}
