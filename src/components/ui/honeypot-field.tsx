import { HONEYPOT_FIELD } from '@/lib/validation/fields';

interface HoneypotFieldProps {
  /** The input's id, unique on the page (the footer's form is on every page). */
  id: string;
  label: string;
}

/**
 * Only bots fill this in: hidden from sight, from the keyboard and from screen readers. It is put
 * off the start edge of the page, which never scrolls (off the left edge of a right-to-left page
 * it would make the page scroll sideways).
 */
export function HoneypotField({ id, label }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -inset-s-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
