import type { WeeklyFigures } from '@/lib/inbox/weeks';

interface WeeklyTableProps {
  figures: WeeklyFigures;
}

/** The chart's figures as a table: per source over the weeks, and per week. */
export function WeeklyTable({ figures }: WeeklyTableProps) {
  const cell = 'px-3 py-2 text-right tabular-nums';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">
          By source, last {figures.weeks.length} weeks
        </caption>
        <thead className="text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Source
            </th>
            <th scope="col" className={cell}>
              Leads
            </th>
            <th scope="col" className={cell}>
              Won
            </th>
            <th scope="col" className={cell}>
              Won share
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.bySource.map((row) => (
            <tr key={row.source} className="border-t border-ink-700">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <bdi dir="auto" className="visitor-text">
                  {row.source}
                </bdi>
              </th>
              <td className={cell}>{row.leads}</td>
              <td className={cell}>{row.won}</td>
              <td className={cell}>{row.leads ? `${Math.round((row.won / row.leads) * 100)}%` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">By week</caption>
        <thead className="text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Week of
            </th>
            <th scope="col" className={cell}>
              Leads
            </th>
            <th scope="col" className={cell}>
              Won
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.weeks.map((week) => (
            <tr key={week.start} className="border-t border-ink-700">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {week.start}
              </th>
              <td className={cell}>{week.total}</td>
              <td className={cell}>{week.totalWon}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
