import { HONEYPOT_FIELD } from '@/lib/validation/fields';

interface HoneypotFieldProps {
  /** The input's id, unique on the page (the footer's form is on every page). */
  id: string;
  label: string;
}

/** Only bots fill this in: hidden from sight, from the keyboard and from screen readers. */
export function HoneypotField({ id, label }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
