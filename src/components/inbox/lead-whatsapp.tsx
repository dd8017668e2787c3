import type { LeadWhatsApp, WhatsAppMessageRecord } from '@/lib/booking/whatsapp/record';
import { formatTime } from './format';

const KIND_NAMES = {
  booked: 'Booking confirmed',
  moved: 'Call moved',
  cancelled: 'Call cancelled',
  reminder: 'Reminder',
} as const;

/** Meta's word on a message, or the queue's before Meta took it, in the team's words. */
export function whatsappStatusText(status: string | null | undefined): string {
  switch (status) {
    case 'read':
      return 'Read';
    case 'delivered':
      return 'Delivered to their phone';
    case 'sent':
      return 'Sent';
    case 'failed':
      return 'Not delivered';
    case 'pending':
      return 'Being sent';
    default:
      return 'Taken by WhatsApp';
  }
}

function statusOf(message: WhatsAppMessageRecord, stopped: boolean): string {
  if (message.state === 'failed' && message.status !== 'failed') return 'Not sent';
  if (message.state === 'pending') {
    if (stopped) return 'Will not be sent: they replied STOP';
    if (message.attempts > 0) return 'WhatsApp did not take it yet: trying again';
    return message.dueAt ? `Due ${formatTime(message.dueAt)}` : whatsappStatusText('pending');
  }
  return whatsappStatusText(message.status);
}

const MINUTES_PER_HOUR = 60;

/** A reminder says how long before the call it goes: "Reminder, 1 hour before". */
function nameOf(message: WhatsAppMessageRecord): string {
  if (!message.kind) return message.event ?? 'Message';
  const minutes = message.minutesBefore;
  if (message.kind !== 'reminder' || minutes === undefined) return KIND_NAMES[message.kind];
  const hours = minutes / MINUTES_PER_HOUR;
  const before = Number.isInteger(hours)
    ? `${hours} ${hours === 1 ? 'hour' : 'hours'}`
    : `${minutes} minutes`;
  return `${KIND_NAMES.reminder}, ${before} before`;
}

const shownNumber = (digits: string) => `+${digits}`;

/** A booking lead's WhatsApp: the number they opted in with, each message's latest status, a STOP. */
export function LeadWhatsAppSection({ whatsapp }: { whatsapp: LeadWhatsApp }) {
  const { to, messages, stop } = whatsapp;
  return (
    <section
      aria-labelledby="lead-whatsapp"
      className="rounded-xl border border-ink-700 bg-ink-900 p-4 sm:p-5"
    >
      <h2 id="lead-whatsapp" className="mb-3 text-lg font-semibold">
        WhatsApp messages
      </h2>
      <p className="text-sm">
        Opted in to messages about this call at <bdi dir="ltr">{shownNumber(to)}</bdi>.
      </p>
      {stop && (
        <p role="note" className="mt-2 text-sm text-danger">
          Replied STOP on {formatTime(stop.at)} (“
          <bdi dir="auto" className="visitor-text">
            {stop.said}
          </bdi>
          ”): nothing more is sent to this number on WhatsApp.
        </p>
      )}
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No message sent yet.</p>
      ) : (
        <ul className="mt-3 grid gap-2 text-sm">
          {messages.map((message, index) => (
            <li key={`${message.event}-${message.bookingId}-${index}`} className="grid gap-0.5">
              <span className="flex flex-wrap gap-x-3">
                <span className="font-semibold">{nameOf(message)}</span>
                <span
                  className={message.status === 'failed' || message.state === 'failed' ? 'text-danger' : ''}
                >
                  {statusOf(message, stop !== undefined)}
                </span>
                {message.state !== 'pending' && <span className="text-muted">{formatTime(message.at)}</span>}
              </span>
              {message.messageId && (
                <span className="text-xs break-all text-muted">
                  Meta’s message id <code>{message.messageId}</code>
                </span>
              )}
              {message.lastError && message.state !== 'delivered' && (
                <span className="visitor-text text-xs text-muted">{message.lastError}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
