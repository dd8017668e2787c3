import type { Availability } from '@/lib/booking/calendar/settings';
import { availabilityFormValues } from '@/lib/booking/calendar/availability-form';
import { WEEKDAYS } from '@/lib/time/zone';
import { CONFIRM_CHOICES } from './availability-confirm';
import { WEEKDAY_NAMES } from './format';

interface AvailabilitySummaryProps {
  availability: Availability;
  /** Whether the site can e-mail visitors (SMTP_URL): without it nothing is confirmed by e-mail. */
  canEmail: boolean;
}

const MINUTES_PER_HOUR = 60;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 border-t border-ink-700 py-2 first:border-t-0 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0">{value}</dd>
    </div>
  );
}

/** The hours calls are offered in, to read (members see them; only an owner changes them). */
export function AvailabilitySummary({ availability, canEmail }: AvailabilitySummaryProps) {
  const text = availabilityFormValues(availability);
  const minutes = availability.minNoticeMinutes;
  const hours = minutes / MINUTES_PER_HOUR;
  const notice = Number.isInteger(hours)
    ? `${hours} ${hours === 1 ? 'hour' : 'hours'}`
    : `${minutes} minutes`;
  const mode = text.confirmByEmail;
  const confirm = canEmail
    ? (CONFIRM_CHOICES.find((choice) => choice.mode === mode)?.label ?? mode)
    : 'Never (SMTP_URL is not set)';
  return (
    <div className="grid gap-6">
      <section aria-labelledby="weekly-hours">
        <h2 id="weekly-hours" className="mb-2 text-lg font-semibold">
          Weekly hours, Pakistan time
        </h2>
        <dl>
          {WEEKDAYS.map((day) => (
            <Row key={day} label={WEEKDAY_NAMES[day]} value={text[day] || 'Closed'} />
          ))}
        </dl>
      </section>
      <section aria-labelledby="call-settings">
        <h2 id="call-settings" className="mb-2 text-lg font-semibold">
          Calls
        </h2>
        <dl>
          <Row label="Call length" value={`${availability.slotMinutes} minutes`} />
          <Row label="Break after each call" value={`${availability.bufferMinutes} minutes`} />
          <Row label="Least notice" value={notice} />
          <Row label="Bookable ahead" value={`${availability.horizonDays} days`} />
          <Row label="Confirm bookings by e-mail" value={confirm} />
        </dl>
      </section>
      <section aria-labelledby="days-off">
        <h2 id="days-off" className="mb-2 text-lg font-semibold">
          Days off
        </h2>
        {availability.daysOff.length === 0 ? (
          <p className="text-muted">None.</p>
        ) : (
          <ul className="grid gap-1">
            {availability.daysOff.map((day) => (
              <li key={day.date} className="grid grid-cols-[6.5rem_1fr] gap-3">
                <time dateTime={day.date} className="text-muted tabular-nums">
                  {day.date}
                </time>
                <span>{day.label || '—'}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
