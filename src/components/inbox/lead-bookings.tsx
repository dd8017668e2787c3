import { AGENCY_TIME_ZONE, isTimeZone } from '@/lib/time/zone';
import type { Booking } from '@/lib/db/schema';
import { formatClock, formatInZone, formatTime } from './format';

interface LeadBookingsProps {
  /** The lead's bookings, the latest booked first. */
  bookings: Booking[];
  /** The bookings whose time was taken when the lead was let through. */
  taken: string[];
  /** False without SMTP_URL: the visitor is sent nothing. */
  visitorMail: boolean;
}

/** What became of a booking, in words: a moved call names the time it moved to. */
function statusText(booking: Booking, bookings: Booking[], taken: string[]): string {
  if (booking.status === 'booked') return 'Booked';
  if (taken.includes(booking.id)) {
    return 'Not booked: when it was let through, its time was taken. The visitor is e-mailed the booking page to choose again.';
  }
  if (booking.status === 'held') return 'Held as spam: it holds no time and no one was told';
  const moved = booking.moved_to ? bookings.find((other) => other.id === booking.moved_to) : undefined;
  if (moved) return `Moved to ${formatTime(moved.starts_at)}`;
  return booking.cancelled_at ? `Cancelled ${formatTime(booking.cancelled_at)}` : 'Cancelled';
}

/** A booking lead's calls: when (Pakistan time), what became of each, and the visitor's own zone. */
export function LeadBookings({ bookings, taken, visitorMail }: LeadBookingsProps) {
  return (
    <section aria-labelledby="lead-calls" className="rounded-xl border border-ink-700 bg-ink-900 p-4 sm:p-5">
      <h2 id="lead-calls" className="mb-3 text-lg font-semibold">
        {bookings.length > 1 ? 'Calls' : 'Call'}
      </h2>
      <ul className="grid gap-3">
        {bookings.map((booking) => {
          const zone = booking.time_zone;
          const ownZone = zone && zone !== AGENCY_TIME_ZONE && isTimeZone(zone) ? zone : undefined;
          const live = booking.status === 'booked';
          return (
            <li key={booking.id} className="border-t border-ink-700 pt-3 first:border-t-0 first:pt-0">
              <p className={live ? 'font-semibold' : 'text-muted line-through'}>
                <time dateTime={booking.starts_at}>{formatTime(booking.starts_at)}</time>–
                {formatClock(booking.ends_at)} Pakistan time
              </p>
              <p
                className={`text-sm ${booking.status === 'held' ? 'text-danger' : live ? '' : 'text-muted'}`}
              >
                {statusText(booking, bookings, taken)}
              </p>
              {live && booking.place_kind && (
                <p className="text-sm break-all">
                  {booking.place_url ? (
                    <a
                      href={booking.place_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="underline decoration-ink-600 underline-offset-4 hover:decoration-fg"
                    >
                      {booking.place_kind === 'jitsi' ? 'Jitsi room' : 'Video link'}: {booking.place_url}
                    </a>
                  ) : (
                    'A WhatsApp call to their number'
                  )}
                </p>
              )}
              {ownZone && (
                <p className="text-sm text-muted">
                  Their time: {formatInZone(booking.starts_at, ownZone)} ({ownZone})
                </p>
              )}
              {zone === AGENCY_TIME_ZONE && (
                <p className="text-sm text-muted">They are on Pakistan time too.</p>
              )}
            </li>
          );
        })}
      </ul>
      {!visitorMail && (
        <p className="mt-3 border-t border-ink-700 pt-3 text-sm text-muted">
          The visitor gets no e-mail about this call (no confirmation, invite or reminders): SMTP_URL is not
          set. The README’s “E-mail to visitors” shows how to set it.
        </p>
      )}
    </section>
  );
}
