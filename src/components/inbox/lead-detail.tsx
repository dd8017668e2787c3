import Link from 'next/link';
import type { ReactNode } from 'react';
import { serverEnv } from '@/env';
import { addLeadNote, setLeadStatus } from '@/lib/inbox/actions';
import { MAX_NOTE_LENGTH } from '@/lib/inbox/changes';
import { LEAD_STATUSES } from '@/lib/inbox/filters';
import type { LeadDetail as Detail } from '@/lib/inbox/lead-record';
import { sourceOf } from '@/lib/inbox/sources';
import { mailtoHref, whatsappReplyHref } from '@/lib/inbox/reply';
import { FORM_NAMES, formatTime, languageName } from './format';
import { LeadBookings } from './lead-bookings';
import { LeadWhatsAppSection } from './lead-whatsapp';
import { SpamNotice } from './spam-notice';
import { StatusBadge } from './status-badge';

/** The deliveries' channels as the team reads them. */
const CHANNEL_NAMES = {
  email: 'e-mail to the team through EmailJS',
  webhook: 'webhook',
  visitor: 'e-mail to the visitor',
  'team-smtp': 'e-mail to the team over SMTP',
  whatsapp: 'WhatsApp message to the visitor',
} as const;

interface LeadDetailProps {
  detail: Detail;
  saved?: string;
  /** Another member changed the status first: this member's change was not made. */
  conflict?: boolean;
  /** Owners may erase a lead; members are not offered it. */
  canErase: boolean;
}

/** Fields shown in their own rows above, not again among "every field". */
const SHOWN = new Set([
  'name',
  'email',
  'subject',
  'message',
  'language',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'landing_page',
  'referrer_host',
  // A booking's time and the visitor's zone: its Call section shows them.
  'call_start',
  'time_zone',
]);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-ink-700 bg-ink-900 p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-ink-700 py-2 first:border-t-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** Text that may outgrow its box (384 px): the box scrolls, so it takes keyboard focus too. */
const LONG_TEXT_CHARS = 600;
const LONG_TEXT_LINES = 12;

/** What a visitor typed: plain text in its own direction, wrapped, long text scrolled in its box. */
function Typed({ value, label }: { value: string | null | undefined; label: string }) {
  if (!value) return <span className="text-muted">—</span>;
  const long = value.length > LONG_TEXT_CHARS || value.split('\n').length > LONG_TEXT_LINES;
  return (
    <bdi
      dir="auto"
      className="visitor-text block max-h-96 overflow-y-auto"
      {...(long ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {value}
    </bdi>
  );
}

/** Rows of what a visitor typed, each a label and its value (the value's scroll box named by the label). */
function TypedRows({ rows }: { rows: readonly (readonly [string, string | null | undefined])[] }) {
  return rows.map(([label, value]) => (
    <Row key={label} label={label}>
      <Typed value={value} label={label} />
    </Row>
  ));
}

/** One lead: everything it said, where it came from, its deliveries, status with history, notes. */
export function LeadDetail({ detail, saved, conflict, canErase }: LeadDetailProps) {
  const { lead, fields, attempts, history, notes, bookings } = detail;
  const whatsapp = whatsappReplyHref(fields, lead.message, lead.name);
  const extra = Object.entries(fields).filter(([key]) => !SHOWN.has(key));
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-4">
        {bookings.length > 0 && (
          <LeadBookings bookings={bookings} taken={detail.taken} visitorMail={Boolean(serverEnv().smtpUrl)} />
        )}
        {detail.whatsapp && <LeadWhatsAppSection whatsapp={detail.whatsapp} />}
        <Section title="Message">
          <dl>
            <TypedRows
              rows={[
                ['Name', lead.name],
                ['E-mail', lead.email],
                ['Subject', lead.subject],
                ['Message', lead.message],
              ]}
            />
            <Row label="Received">{formatTime(lead.received_at)}</Row>
            <Row label="Form">
              {FORM_NAMES[lead.form]} ({lead.path})
            </Row>
            <Row label="Language">{languageName(lead.language)}</Row>
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={mailtoHref(lead.email, lead.subject)} className="button bg-accent text-on-accent">
              Reply by e-mail
            </a>
            {whatsapp && (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className="button border border-ink-600"
              >
                Reply on WhatsApp
              </a>
            )}
          </div>
        </Section>
        <Section title="Where it came from">
          <dl>
            <TypedRows
              rows={[
                ['Source', sourceOf(lead)],
                ['Campaign medium', lead.utm_medium],
                ['Campaign', lead.utm_campaign],
                ['Landing page', lead.landing_page],
                ['Referring site', lead.referrer_host],
              ]}
            />
          </dl>
        </Section>
        {extra.length > 0 && (
          <Section title="Every other field">
            <dl>
              <TypedRows rows={extra} />
            </dl>
          </Section>
        )}
        <Section title="Deliveries">
          {attempts.length === 0 ? (
            <p className="text-muted">
              No delivery attempts yet
              {lead.browser_outcome ? ` (the browser’s own send: ${lead.browser_outcome})` : ''}.
            </p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {attempts.map((attempt) => (
                <li key={attempt.id} className="flex flex-wrap gap-x-3">
                  <span className={attempt.ok ? 'text-status-won' : 'text-danger'}>
                    {attempt.ok ? 'Delivered' : 'Failed'}
                  </span>
                  <span>{CHANNEL_NAMES[attempt.channel]}</span>
                  <span className="text-muted">{formatTime(attempt.at)}</span>
                  {attempt.http_status !== null && (
                    <span className="text-muted">HTTP {attempt.http_status}</span>
                  )}
                  {attempt.error && <span className="visitor-text text-muted">{attempt.error}</span>}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <div className="grid content-start gap-4">
        <Section title="Status">
          <SpamNotice lead={lead} />
          <p className="mb-3 flex items-center gap-2">
            Now <StatusBadge status={lead.status} />
          </p>
          {saved === 'status' && (
            <p role="status" className="text-status-won mb-3 text-sm">
              Status saved.
            </p>
          )}
          {conflict && (
            <p role="status" className="mb-3 text-sm text-danger">
              Someone changed this lead’s status meanwhile: it is now <strong>{lead.status}</strong>. Nothing
              was changed.
            </p>
          )}
          <form action={setLeadStatus} className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="lead" value={lead.id} />
            {/* The status shown: the change is made only if the lead still has it. */}
            <input type="hidden" name="from" value={lead.status} />
            <label className="grid gap-1 text-sm font-medium">
              Change to
              <select name="status" defaultValue={lead.status} className="field">
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status[0]!.toUpperCase() + status.slice(1)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button border border-ink-600">
              Save status
            </button>
          </form>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-muted">History</h3>
          {history.length === 0 ? (
            <p className="text-sm text-muted">New since it arrived.</p>
          ) : (
            <ol className="grid gap-1 text-sm">
              {history.map((change) => (
                <li key={change.id}>
                  {change.from_status} → <strong>{change.to_status}</strong> by {change.by_name},{' '}
                  {formatTime(change.at)}
                </li>
              ))}
            </ol>
          )}
        </Section>
        <Section title="Notes">
          {saved === 'note' && (
            <p role="status" className="text-status-won mb-3 text-sm">
              Note added.
            </p>
          )}
          {notes.length > 0 && (
            <ol className="mb-4 grid gap-3">
              {notes.map((note) => (
                <li key={note.id} className="rounded-lg bg-ink-800 p-3">
                  <p className="visitor-text text-sm" dir="auto">
                    {note.text}
                  </p>
                  <p className="mt-1 text-xs text-muted">
                    {note.author_name}, {formatTime(note.at)}
                  </p>
                </li>
              ))}
            </ol>
          )}
          <form action={addLeadNote} className="grid gap-2">
            <input type="hidden" name="lead" value={lead.id} />
            <label className="grid gap-1 text-sm font-medium">
              Add a note
              <textarea name="note" required maxLength={MAX_NOTE_LENGTH} rows={3} className="field" />
            </label>
            <button type="submit" className="button justify-self-start border border-ink-600">
              Add note
            </button>
          </form>
        </Section>
        {canErase && (
          <Section title="Erase">
            <p className="mb-3 text-sm text-muted">
              Deletes this lead, its deliveries, notes and history for good.
            </p>
            <Link
              href={`/admin/leads/${lead.id}/delete`}
              className="button border border-danger/70 text-danger"
            >
              Delete this lead…
            </Link>
          </Section>
        )}
      </div>
    </div>
  );
}
