import Link from 'next/link';
import type { ReactNode } from 'react';
import { whatsappHref } from '@/lib/contact/whatsapp';
import { longDate, type CallDay, type UpcomingCall } from '@/lib/inbox/call-days';
import { mailtoHref, phoneNumberIn } from '@/lib/inbox/reply';
import { formatClock, formatInZone, formatTime } from './format';
import { whatsappStatusText } from './lead-whatsapp';
import { StatusBadge } from './status-badge';

/** A link in a call's details: underlined, for there is no hover on a phone to find it by. */
const LINK = 'underline decoration-ink-600 underline-offset-4 hover:decoration-fg';

interface CallListProps {
  days: CallDay<UpcomingCall>[];
  /** How many of the calls shown came from each address (its keyed hash). */
  perAddress: ReadonlyMap<string, number>;
}

/** One labelled line of a call: the label kept to its column, the value wrapping beside it. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** What the visitor typed, isolated in its own direction. */
function Typed({ children }: { children: ReactNode }) {
  return (
    <bdi dir="auto" className="visitor-text">
      {children}
    </bdi>
  );
}

function Call({ call, fromAddress }: { call: UpcomingCall; fromAddress: number }) {
  const whatsapp = whatsappHref(phoneNumberIn(call.whatsapp));
  return (
    <li className="grid gap-2 rounded-xl border border-ink-700 bg-ink-900 p-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <label className="flex items-start gap-3 text-lg font-semibold whitespace-nowrap tabular-nums">
        {/* The bulk cancel's choice (the form is the page's, ./call-list.tsx's caller). */}
        <input type="checkbox" name="booking" value={call.id} className="mt-1.5 size-5 accent-accent" />
        <span>
          <time dateTime={call.starts_at}>{formatClock(call.starts_at)}</time>
          <span className="text-muted">–{formatClock(call.ends_at)}</span>
          <span className="sr-only"> {call.name || call.email}</span>
        </span>
      </label>
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            href={`/admin/leads/${call.leadId}`}
            className="min-w-0 font-semibold underline underline-offset-4"
          >
            <Typed>{call.name || call.email}</Typed>
          </Link>
          {call.waitingUntil ? (
            <span className="rounded-lg border border-accent px-2 py-0.5 text-xs font-semibold text-accent">
              Waiting for the visitor to confirm, until{' '}
              <time dateTime={call.waitingUntil}>{formatClock(call.waitingUntil)}</time>
            </span>
          ) : (
            <StatusBadge status={call.leadStatus} />
          )}
          {call.visitor && fromAddress > 1 && (
            <Link
              href={`/admin/calls?address=${encodeURIComponent(call.visitor)}`}
              className={`text-sm ${LINK}`}
            >
              {fromAddress} calls from this address
            </Link>
          )}
        </div>
        <dl className="grid gap-1 text-sm">
          <Line label="E-mail">
            <a href={mailtoHref(call.email, 'Your consultation call')} className={LINK}>
              <Typed>{call.email}</Typed>
            </a>
          </Line>
          {call.whatsapp && (
            <Line label="WhatsApp">
              {whatsapp ? (
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={LINK}>
                  <Typed>{call.whatsapp}</Typed>
                </a>
              ) : (
                <Typed>{call.whatsapp}</Typed>
              )}
            </Line>
          )}
          {call.place && (
            <Line label="Where">
              {call.place.url ? (
                <a
                  href={call.place.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`break-all ${LINK}`}
                >
                  {call.place.kind === 'jitsi' ? 'Jitsi room' : 'Video link'}: {call.place.url}
                </a>
              ) : (
                'A WhatsApp call to their number'
              )}
            </Line>
          )}
          {call.messages && (
            <Line label="Messages">
              {call.messages.stopped ? (
                <span className="text-danger">
                  Replied STOP on {formatTime(call.messages.stopped)}: no more WhatsApp messages
                </span>
              ) : (
                <>
                  On WhatsApp (opted in)
                  {call.messages.latest && (
                    <span className="text-muted"> · latest: {whatsappStatusText(call.messages.latest)}</span>
                  )}
                </>
              )}
            </Line>
          )}
          {call.service && (
            <Line label="Service">
              <Typed>{call.service}</Typed>
            </Line>
          )}
          {call.timeZone && (
            <Line label="Their time">
              {formatInZone(call.starts_at, call.timeZone)} ({call.timeZone})
            </Line>
          )}
        </dl>
      </div>
    </li>
  );
}

/** The booked calls, and those waiting to be confirmed, under their days (Pakistan dates), each day a section with its heading. */
export function CallList({ days, perAddress }: CallListProps) {
  return (
    <div className="grid gap-6">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`} className="mb-3 text-lg font-semibold">
            {day.label}
            {day.label !== longDate(day.date) && (
              <span className="font-normal text-muted"> · {longDate(day.date)}</span>
            )}
          </h2>
          <ul className="grid gap-3">
            {day.calls.map((call) => (
              <Call
                key={call.id}
                call={call}
                fromAddress={call.visitor ? (perAddress.get(call.visitor) ?? 0) : 0}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
