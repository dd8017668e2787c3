import type { ConfirmMode } from '@/lib/booking/calendar/settings';

interface AvailabilityConfirmProps {
  /** The mode as the form holds it. */
  value: string;
  error: string | undefined;
  /** False without SMTP_URL: no confirm e-mail can be sent, so the setting does nothing. */
  canEmail: boolean;
}

/** The three choices, in the order the form offers them (the summary names them the same way). */
export const CONFIRM_CHOICES: { mode: ConfirmMode; label: string; hint: string }[] = [
  {
    mode: 'over-cap',
    label: 'Once the daily cap is reached (recommended)',
    hint: 'Bookings within the day’s cap are booked at once. After it, a new booking is held 30 minutes until the visitor confirms it from their e-mail, so a flood of made-up addresses cannot shut real people out.',
  },
  {
    mode: 'always',
    label: 'Always',
    hint: 'Every new booking is held 30 minutes until the visitor confirms it from their e-mail. You hear of it only once it is confirmed.',
  },
  {
    mode: 'off',
    label: 'Never',
    hint: 'Bookings are booked at once; once the daily cap is reached, visitors are asked to use WhatsApp or the contact form instead.',
  },
];

/** The availability form's "Confirm bookings by e-mail" choice: radio buttons, which work without JavaScript. */
export function AvailabilityConfirm({ value, error, canEmail }: AvailabilityConfirmProps) {
  const described = ['confirm-hint', error && 'confirm-error'].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-lg font-semibold">Confirm bookings by e-mail</legend>
      <p id="confirm-hint" className="mb-3 text-sm text-muted">
        {canEmail
          ? 'A held booking keeps its time for 30 minutes; unconfirmed, the time is offered again and nobody is told.'
          : 'SMTP_URL is not set, so the site cannot e-mail visitors: every booking is booked at once, whatever is chosen here.'}
      </p>
      <div className="grid gap-3">
        {CONFIRM_CHOICES.map(({ mode, label, hint }) => (
          <div key={mode} className="flex items-start gap-3">
            <input
              type="radio"
              id={`confirm-${mode}`}
              name="confirmByEmail"
              value={mode}
              defaultChecked={value === mode}
              aria-describedby={`confirm-${mode}-hint`}
              className="mt-1 size-4 accent-accent"
            />
            <span className="grid gap-0.5">
              <label htmlFor={`confirm-${mode}`} className="text-sm font-medium">
                {label}
              </label>
              <span id={`confirm-${mode}-hint`} className="text-sm text-muted">
                {hint}
              </span>
            </span>
          </div>
        ))}
      </div>
      {error && (
        <p id="confirm-error" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
