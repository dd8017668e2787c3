import { Icon } from '@/components/ui/icon';
import { YourTime } from '@/components/ui/your-time';
import type { CopyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { clockTime, dayLabel, shortDayTime } from '@/lib/booking/pages/display';
import { slotsByDay, type Slot } from '@/lib/booking/calendar/slots';
import { isoInZone } from '@/lib/time/zone';
import { countCopy } from '@/lib/i18n/copy';
import { cn } from '@/lib/utils';

type PickerCopy = CopyOf<'book'>['picker'];

interface BookSlotPickerProps {
  locale: Locale;
  copy: PickerCopy;
  slots: readonly Slot[];
  /** The start to show chosen (the time asked for, when it is still free). */
  selected?: number;
  /** Shown first, highlighted: the free times nearest a time that was just taken. */
  nearest?: readonly Slot[];
  /** The message of a refusal that named the time. */
  error?: string;
}

const ERROR_ID = 'book-slot-error';

/**
 * The free times, a day per disclosure (the day of the chosen time open, else the first; opening
 * one closes the other, so a phone scrolls through days, not every time), each time a radio drawn
 * as a chip with its `<time>` in Pakistan time and, once the page runs, the visitor's own.
 */
export function BookSlotPicker({ locale, copy, slots, selected, nearest = [], error }: BookSlotPickerProps) {
  const days = slotsByDay(slots);
  const chosenDay = days.find((day) => day.slots.some((slot) => slot.start === selected))?.day;
  const openDay = chosenDay ?? (nearest.length > 0 ? undefined : days[0]?.day);
  const chip = (slot: Slot, label: string) => (
    <SlotChip
      key={slot.start}
      locale={locale}
      slot={slot}
      label={label}
      copy={copy}
      checked={slot.start === selected}
    />
  );
  return (
    <fieldset aria-describedby={cn('book-slot-hint', error && ERROR_ID)} className="min-w-0">
      <legend className="font-display text-2xl font-bold">{copy.legend}</legend>
      <p id="book-slot-hint" className="mt-2 text-sm text-muted">
        {copy.hint}
      </p>
      {error ? (
        <p id={ERROR_ID} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {nearest.length > 0 ? (
        <fieldset className="mt-5 min-w-0 rounded-2xl border border-accent/60 bg-accent/5 p-4 sm:p-5">
          <legend className="px-2 text-sm font-semibold text-accent">{copy.nearest}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {nearest.map((slot) => chip(slot, shortDayTime(locale, slot.start)))}
          </div>
        </fieldset>
      ) : null}
      <div className="mt-5 grid gap-3">
        {days.map(({ day, slots: daySlots }) => (
          <details
            key={day}
            name="book-day"
            open={day === openDay}
            className="group rounded-2xl border border-ink-700 bg-ink-950/60 open:border-ink-600 has-checked:border-accent/70"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-2xl px-3 py-3 sm:px-5 [&::-webkit-details-marker]:hidden">
              <span
                aria-hidden="true"
                className="size-2 shrink-0 rounded-full bg-ink-600 group-has-checked:bg-accent"
              />
              {/* On a phone the count goes under the day, so "Wednesday 30 December" keeps one line. */}
              <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                <span className="font-semibold text-fg">{dayLabel(locale, day)}</span>
                <span className="text-sm whitespace-nowrap text-muted">
                  {countCopy(daySlots.length, copy)}
                </span>
              </span>
              <Icon
                name="chevronDown"
                className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
              />
            </summary>
            <fieldset className="min-w-0 px-3 pb-3 sm:px-5 sm:pb-5">
              <legend className="sr-only">{dayLabel(locale, day)}</legend>
              <div className="grid grid-cols-2 gap-2 min-[420px]:grid-cols-3 md:grid-cols-4 lg:grid-cols-3 2xl:grid-cols-4">
                {daySlots.map((slot) => chip(slot, clockTime(locale, slot.start)))}
              </div>
            </fieldset>
          </details>
        ))}
      </div>
    </fieldset>
  );
}

interface SlotChipProps {
  locale: Locale;
  slot: Slot;
  label: string;
  copy: PickerCopy;
  checked: boolean;
}

/** One free time: a radio (hidden from sight, not from the keyboard) and its label as a chip. */
function SlotChip({ locale, slot, label, copy, checked }: SlotChipProps) {
  const iso = isoInZone(slot.start);
  return (
    <label
      className={cn(
        'relative flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-xl border border-ink-700 bg-ink-900 px-2 py-2 text-center transition-colors',
        'hover:border-accent has-checked:border-accent has-checked:bg-accent has-checked:text-on-accent',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
      )}
    >
      <input type="radio" name="slot" value={iso} defaultChecked={checked} className="sr-only" />
      <time dateTime={iso} className="font-semibold tabular-nums">
        {label}
      </time>
      <YourTime
        locale={locale}
        start={slot.start}
        template={copy.yourTime}
        className="text-xs leading-snug text-balance opacity-80"
      />
    </label>
  );
}
