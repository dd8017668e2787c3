import type { Metadata } from 'next';
import Link from 'next/link';
import { CallBulk, CancelledNotice, FloodNotice, WaitingNotice } from '@/components/inbox/call-bulk';
import { requireMember } from '@/lib/auth/session';
import { turnedAwayToday } from '@/lib/booking/rules/limits';
import { upcomingCalls } from '@/lib/booking/rules/store';
import { whatsappOfCalls } from '@/lib/booking/whatsapp/record';
import { db } from '@/lib/db/connection';
import { callDays, callWindow, longDate, upcomingCall } from '@/lib/inbox/call-days';

export const metadata: Metadata = { title: 'Calls' };

/** More than the longest horizon's hours can hold: past it, the page says the list is cut short. */
const MAX_CALLS = 1_000;

type Params = Promise<Record<string, string | string[] | undefined>>;

export default async function CallsPage({ searchParams }: { searchParams: Params }) {
  await requireMember('/admin/calls');
  const { address, cancelled } = await searchParams;
  const now = new Date();
  const window = callWindow(now);
  const views = await upcomingCalls(db(), window.from, window.until, MAX_CALLS, { waitingAt: now });
  const [messages, flood] = await Promise.all([whatsappOfCalls(db(), views), turnedAwayToday(db())]);
  const all = views.map((view) => upcomingCall(view, messages.get(view.id)));
  const waiting = all.filter((call) => call.waitingUntil);
  const from = typeof address === 'string' ? address : undefined;
  const calls = from ? all.filter((call) => call.visitor === from) : all;
  const days = callDays(calls, window.today);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold">Upcoming calls</h1>
        <p className="text-muted">
          Calls booked from today to {longDate(window.lastDay)}, and those waiting for the visitor to confirm
          them from their e-mail. Times are Pakistan time.
        </p>
      </div>
      {waiting.length > 0 && !from && <WaitingNotice waiting={waiting} />}
      {flood && <FloodNotice flood={flood} />}
      {typeof cancelled === 'string' && <CancelledNotice cancelled={Number(cancelled) || 0} />}
      {days.length === 0 ? (
        <p className="rounded-xl border border-ink-700 p-6 text-muted">
          No calls booked up to {longDate(window.lastDay)}. Visitors book at /book, in the{' '}
          <Link href="/admin/availability" className="text-fg underline underline-offset-4">
            hours you offer
          </Link>
          .
        </p>
      ) : (
        <CallBulk days={days} calls={calls} address={from} />
      )}
      {calls.length === MAX_CALLS && (
        <p role="status" className="text-sm text-muted">
          Only the first {MAX_CALLS} calls are shown.
        </p>
      )}
    </div>
  );
}
