import Link from 'next/link';
import type { LeadSummary } from '@/lib/inbox/queries';
import { formatTime, languageName } from './format';
import { HeldReason } from './held-reason';
import { StatusBadge } from './status-badge';

interface LeadListProps {
  leads: LeadSummary[];
}

const who = (lead: LeadSummary) => lead.name || lead.email;

/** The table's columns and their widths (the subject takes what is left). */
const COLUMNS = [
  ['Received', 'w-40'],
  ['From', 'w-56'],
  ['Subject / message', ''],
  ['Form', 'w-24'],
  ['Lang.', 'w-20'],
  ['Source', 'w-36'],
  ['Status', 'w-28'],
] as const;

/** The lead's name (or address) as a link to it, isolated as a visitor's words are. */
function LeadLink({
  lead,
  className,
  nameClassName,
}: {
  lead: LeadSummary;
  className: string;
  nameClassName: string;
}) {
  return (
    <Link href={`/admin/leads/${lead.id}`} className={className}>
      <bdi dir="auto" className={`visitor-text ${nameClassName}`}>
        {who(lead)}
      </bdi>
    </Link>
  );
}

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
              <LeadLink
                lead={lead}
                className="min-w-0 font-semibold after:absolute after:inset-0"
                nameClassName="line-clamp-2 block"
              />
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
              {COLUMNS.map(([name, width]) => (
                <th key={name} scope="col" className={width ? `${width} px-3 py-2` : 'px-3 py-2'}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id} className="border-t border-ink-700 align-top hover:bg-ink-900">
                <td className="px-3 py-2 whitespace-nowrap text-muted">{formatTime(lead.receivedAt)}</td>
                <td className="px-3 py-2">
                  <LeadLink
                    lead={lead}
                    className="font-semibold underline-offset-4 hover:underline"
                    nameClassName="line-clamp-1"
                  />
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
