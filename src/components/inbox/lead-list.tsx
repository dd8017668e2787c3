import Link from 'next/link';
import type { LeadSummary } from '@/lib/inbox/queries';
import { formatTime, languageName } from './format';
import { HeldReason } from './held-reason';
import { StatusBadge } from './status-badge';

interface LeadListProps {
  leads: LeadSummary[];
}

const who = (lead: LeadSummary) => lead.name || lead.email;

/**
 * The leads: cards on a phone, a table from 1024 px. A visitor's words are isolated (`dir="auto"`,
 * `unicode-bidi: isolate`) so a right-to-left override cannot turn the rest of the row around.
 */
export function LeadList({ leads }: LeadListProps) {
  if (leads.length === 0)
    return <p className="rounded-xl border border-ink-700 p-6 text-muted">No leads match these filters.</p>;
  return (
    <>
      <ul className="grid gap-3 lg:hidden">
        {leads.map((lead) => (
          <li
            key={lead.id}
            className="relative rounded-xl border border-ink-700 bg-ink-900 p-4 focus-within:border-accent"
          >
            <div className="flex items-start justify-between gap-3">
              <Link
                href={`/admin/leads/${lead.id}`}
                className="min-w-0 font-semibold after:absolute after:inset-0"
              >
                <bdi dir="auto" className="visitor-text line-clamp-2 block">
                  {who(lead)}
                </bdi>
              </Link>
              <StatusBadge status={lead.status} />
            </div>
            <p className="mt-1 text-xs text-muted">
              {formatTime(lead.receivedAt)} · {lead.form} · {languageName(lead.language)} ·{' '}
              <bdi dir="auto" className="visitor-text">
                {lead.source}
              </bdi>
            </p>
            {(lead.subject || lead.excerpt) && (
              <p dir="auto" className="visitor-text mt-2 line-clamp-3 text-sm text-muted">
                {lead.subject ?? lead.excerpt}
              </p>
            )}
            <HeldReason lead={lead} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-xl border border-ink-700 lg:block">
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">Leads, newest first</caption>
          <thead className="bg-ink-900 text-left text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="w-40 px-3 py-2">
                Received
              </th>
              <th scope="col" className="w-56 px-3 py-2">
                From
              </th>
              <th scope="col" className="px-3 py-2">
                Subject / message
              </th>
              <th scope="col" className="w-24 px-3 py-2">
                Form
              </th>
              <th scope="col" className="w-20 px-3 py-2">
                Lang.
              </th>
              <th scope="col" className="w-36 px-3 py-2">
                Source
              </th>
              <th scope="col" className="w-28 px-3 py-2">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id} className="border-t border-ink-700 align-top hover:bg-ink-900">
                <td className="px-3 py-2 whitespace-nowrap text-muted">{formatTime(lead.receivedAt)}</td>
                <td className="px-3 py-2">
                  <Link
                    href={`/admin/leads/${lead.id}`}
                    className="font-semibold underline-offset-4 hover:underline"
                  >
                    <bdi dir="auto" className="visitor-text line-clamp-1">
                      {who(lead)}
                    </bdi>
                  </Link>
                  {lead.name && (
                    <bdi dir="auto" className="visitor-text line-clamp-1 text-xs text-muted">
                      {lead.email}
                    </bdi>
                  )}
                </td>
                <td className="px-3 py-2">
                  <p dir="auto" className="visitor-text line-clamp-2 text-muted">
                    {lead.subject ?? lead.excerpt}
                  </p>
                  <HeldReason lead={lead} />
                </td>
                <td className="px-3 py-2 capitalize">{lead.form}</td>
                <td className="px-3 py-2">{languageName(lead.language)}</td>
                <td className="px-3 py-2">
                  <bdi dir="auto" className="visitor-text line-clamp-1">
                    {lead.source}
                  </bdi>
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={lead.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
