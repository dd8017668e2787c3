'use client';

import { useActionState } from 'react';
import {
  MAX_FIELD_CHARS,
  type AvailabilityField,
  type AvailabilityFormValues,
} from '@/lib/booking/calendar/availability-form';
import { WEEKDAYS } from '@/lib/time/zone';
import { saveAvailabilityForm, type AvailabilityState } from '@/lib/inbox/availability-actions';
import { AvailabilityCalls } from './availability-calls';
import { AvailabilityConfirm } from './availability-confirm';
import { AvailabilityPlace } from './availability-place';
import { WEEKDAY_NAMES } from './format';
import { FormField } from './form-field';

interface AvailabilityFormProps {
  /** The availability as stored, as the form's text. */
  initial: AvailabilityFormValues;
  /** Whether the site can e-mail visitors (SMTP_URL), without which nothing is confirmed by e-mail. */
  canEmail: boolean;
}

const HOURS_HINT = 'Ranges of 24-hour times apart by commas, e.g. 10:00–13:00, 14:00–18:00. Empty: closed.';

/** What came of the last post, in words, or nothing before one. */
function outcome(state: AvailabilityState): string | undefined {
  if (state.saved) return 'Saved.';
  if (state.refused) return state.refused;
  if (state.errors) return 'Nothing was saved: see what is wrong under the fields.';
}

/** The owner's form for the hours calls are offered in: a plain form, which works without JavaScript. */
export function AvailabilityForm({ initial, canEmail }: AvailabilityFormProps) {
  const [state, action, pending] = useActionState<AvailabilityState, FormData>(saveAvailabilityForm, {});
  const values = state.values ?? initial;
  const errors = state.errors ?? {};
  const field = (name: AvailabilityField) => ({ name, value: values[name], error: errors[name] });
  const message = outcome(state);
  const tone = `text-sm ${state.saved ? 'text-status-won' : 'text-danger'}`;
  return (
    <form action={action} className="grid gap-6">
      {/* Where the page opens after a post without JavaScript (the live region is by the button). */}
      {message && (
        <p aria-hidden className={tone}>
          {message}
        </p>
      )}
      <fieldset>
        <legend className="mb-1 text-lg font-semibold">Weekly hours, Pakistan time</legend>
        <p id="hours-hint" className="mb-3 text-sm text-muted">
          {HOURS_HINT}
        </p>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {WEEKDAYS.map((day) => (
            <FormField
              key={day}
              {...field(day)}
              label={WEEKDAY_NAMES[day]}
              describedBy="hours-hint"
              maxLength={MAX_FIELD_CHARS.hours}
            />
          ))}
        </div>
      </fieldset>
      <AvailabilityCalls field={field} />
      <AvailabilityConfirm
        key={values.confirmByEmail}
        value={values.confirmByEmail}
        error={errors.confirmByEmail}
        canEmail={canEmail}
      />
      <AvailabilityPlace
        key={values.whatsappCalls}
        whatsappCalls={values.whatsappCalls}
        videoLink={{ value: values.videoLink, error: errors.videoLink }}
      />
      <FormField
        {...field('daysOff')}
        label="Days off"
        hint="One a line: the date, then its name, e.g. 2026-12-25 Quaid-e-Azam Day"
        maxLength={MAX_FIELD_CHARS.daysOff}
        rows={8}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className="button bg-accent text-on-accent">
          Save availability
        </button>
        <p role="status" className={tone}>
          {message}
        </p>
      </div>
    </form>
  );
}
