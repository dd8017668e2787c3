import type { Metadata } from 'next';
import { AvailabilityForm } from '@/components/inbox/availability-form';
import { AvailabilitySummary } from '@/components/inbox/availability-summary';
import { formatClock } from '@/components/inbox/format';
import { requireMember } from '@/lib/auth/session';
import { availabilityFormValues } from '@/lib/booking/calendar/availability-form';
import { daysOffRunningOut } from '@/lib/booking/calendar/days-off';
import { longDate } from '@/lib/inbox/call-days';
import { readAvailability } from '@/lib/booking/rules/store';
import { db } from '@/lib/db/connection';
import { serverEnv } from '@/env';

export const metadata: Metadata = { title: 'Availability' };

export default async function AvailabilityPage() {
  const me = await requireMember('/admin/availability');
  const availability = await readAvailability(db());
  const owner = me.role === 'owner';
  const canEmail = Boolean(serverEnv().smtpUrl);
  const lastDayOff = daysOffRunningOut(availability);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold">Availability</h1>
        <p className="text-muted">
          When visitors can book a call at /book. Every time here is Pakistan time (it is{' '}
          {formatClock(new Date())} there now).{owner ? '' : ' Only an owner can change these.'}
        </p>
      </div>
      {lastDayOff && (
        <p role="status" className="rounded-xl border border-danger p-4 text-sm">
          The days off end on {longDate(lastDayOff)}: add next year’s holidays below before then (Eid dates
          follow the moon), or every later holiday is offered for calls.
        </p>
      )}
      <section className="rounded-xl border border-ink-700 bg-ink-900 p-4 sm:p-5">
        {owner ? (
          <AvailabilityForm initial={availabilityFormValues(availability)} canEmail={canEmail} />
        ) : (
          <AvailabilitySummary availability={availability} canEmail={canEmail} />
        )}
      </section>
    </div>
  );
}
