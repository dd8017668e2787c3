import { MAX_FIELD_CHARS, type AvailabilityField } from '@/lib/booking/calendar/availability-form';
import { FormField } from './form-field';

interface AvailabilityCallsProps {
  /** A field's name, value as typed and error, from the form (./availability-form.tsx). */
  field: (name: AvailabilityField) => { name: AvailabilityField; value: string; error: string | undefined };
}

/** The availability form's "Calls" group: the call's length, the break, notice, horizon and reminders. */
export function AvailabilityCalls({ field }: AvailabilityCallsProps) {
  const number = { maxLength: MAX_FIELD_CHARS.number, inputMode: 'numeric' } as const;
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-semibold">Calls</legend>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <FormField {...field('slotMinutes')} {...number} label="Call length (minutes)" hint="15 to 120" />
        <FormField
          {...field('bufferMinutes')}
          {...number}
          label="Break after each call (minutes)"
          hint="0 to 60"
        />
        <FormField
          {...field('minNoticeHours')}
          {...number}
          inputMode="decimal"
          label="Least notice (hours)"
          hint="How soon a call can be booked, e.g. 3 or 1.5"
        />
        <FormField {...field('horizonDays')} {...number} label="Bookable ahead (days)" hint="1 to 60" />
        <FormField
          {...field('reminders')}
          maxLength={MAX_FIELD_CHARS.reminders}
          label="Reminders (hours before)"
          hint="E-mailed to the visitor (or sent on WhatsApp when they asked), e.g. 24, 1. Empty: none"
        />
      </div>
    </fieldset>
  );
}
