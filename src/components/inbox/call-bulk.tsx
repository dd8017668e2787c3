import Link from 'next/link';
import type { CallDay, UpcomingCall } from '@/lib/inbox/call-days';
import type { TurnedAway } from '@/lib/booking/rules/limits';
import { cancelCalls } from '@/lib/inbox/call-actions';
import { CallList } from './call-list';
import { formatClock } from './format';

interface CallBulkProps {
  days: CallDay<UpcomingCall>[];
  /** Every call shown, to count the calls of each address. */
  calls: UpcomingCall[];
  /** Set when the page shows only the calls of one address. */
  address?: string;
}

/**
 * The Calls page's list as one form: tick calls (or open the calls of one address, from a call
 * that shares it) and cancel them all at once. A plain form post, which works without JavaScript.
 */
export function CallBulk({ days, calls, address }: CallBulkProps) {
  const perAddress = new Map<string, number>();
  for (const call of calls) {
    if (call.visitor) perAddress.set(call.visitor, (perAddress.get(call.visitor) ?? 0) + 1);
  }
  return (
    <form action={cancelCalls} className="grid gap-6">
      {address && (
        <p className="text-sm text-muted">
          The {calls.length === 1 ? 'call' : `${calls.length} calls`} booked from one address.{' '}
          <Link href="/admin/calls" className="text-fg underline underline-offset-4">
            Show every call
          </Link>
        </p>
      )}
      <CallList days={days} perAddress={perAddress} />
      <div className="sticky bottom-0 flex flex-wrap items-center gap-4 border-t border-ink-700 bg-ink-950 py-4">
        <button type="submit" className="button bg-danger text-ink-950">
          Cancel the chosen calls
        </button>
        <p className="text-sm text-muted">Each visitor is told, as if they had cancelled it themselves.</p>
      </div>
    </form>
  );
}

/**
 * The day's flood, told once: when the cap on new bookings was reached and how many came past it
 * since (waiting to be confirmed by e-mail, or turned away).
 */
export function FloodNotice({ flood }: { flood: TurnedAway }) {
  return (
    <p role="status" className="rounded-xl border border-danger p-4 text-sm">
      Today’s limit on new bookings was reached at {formatClock(flood.since)}: {flood.count} came past it
      since, held for e-mail confirmation or turned away (a flood, if they keep coming). Cancel what it booked
      below, by address.
    </p>
  );
}

/**
 * The bookings waiting for their visitors to confirm them, and a button that releases them all
 * at once (their times are offered again; no one is told, as no one was told of them). A plain
 * form post of their ids, which works without JavaScript.
 */
export function WaitingNotice({ waiting }: { waiting: UpcomingCall[] }) {
  return (
    <form
      action={cancelCalls}
      className="flex flex-wrap items-center gap-4 rounded-xl border border-ink-700 p-4 text-sm"
    >
      <p className="min-w-0 flex-1">
        {waiting.length === 1 ? '1 booking is' : `${waiting.length} bookings are`} waiting for the visitor to
        confirm from their e-mail; each holds its time for 30 minutes from booking.
      </p>
      {waiting.map((call) => (
        <input key={call.id} type="hidden" name="booking" value={call.id} />
      ))}
      <button type="submit" className="button border border-ink-600">
        Release {waiting.length === 1 ? 'it' : `all ${waiting.length}`}
      </button>
    </form>
  );
}

/** What the last bulk cancel did; shown above the list, which may now be empty. */
export function CancelledNotice({ cancelled }: { cancelled: number }) {
  return (
    <p role="status" className="rounded-xl border border-ink-700 p-4 text-sm">
      {cancelled === 1 ? '1 call cancelled.' : `${cancelled} calls cancelled.`} Their times are offered again,
      and each visitor is told.
    </p>
  );
}
