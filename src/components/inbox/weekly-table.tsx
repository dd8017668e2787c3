import type { ReactNode } from 'react';
import type { WeeklyFigures } from '@/lib/inbox/weeks';

interface WeeklyTableProps {
  figures: WeeklyFigures;
}

/** A figure's cell: numbers line up on the right. */
const CELL = 'px-3 py-2 text-right tabular-nums';

/** A table's head: what each row is, on the left, then the figures' names. */
function Head({ row, figures }: { row: string; figures: readonly string[] }) {
  return (
    <thead className="text-xs text-muted uppercase">
      <tr>
        <th scope="col" className="px-3 py-2 text-left">
          {row}
        </th>
        {figures.map((figure) => (
          <th key={figure} scope="col" className={CELL}>
            {figure}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A table's row: what it is, as its header cell, then its figures. */
function Row({ name, figures }: { name: ReactNode; figures: readonly ReactNode[] }) {
  return (
    <tr className="border-t border-ink-700">
      <th scope="row" className="px-3 py-2 text-left font-normal">
        {name}
      </th>
      {figures.map((figure, index) => (
        <td key={index} className={CELL}>
          {figure}
        </td>
      ))}
    </tr>
  );
}

/** The chart's figures as a table: per source over the weeks, and per week. */
export function WeeklyTable({ figures }: WeeklyTableProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">
          By source, last {figures.weeks.length} weeks
        </caption>
        <Head row="Source" figures={['Leads', 'Won', 'Won share']} />
        <tbody>
          {figures.bySource.map((row) => (
            <Row
              key={row.source}
              name={
                <bdi dir="auto" className="visitor-text">
                  {row.source}
                </bdi>
              }
              figures={[row.leads, row.won, row.leads ? `${Math.round((row.won / row.leads) * 100)}%` : '—']}
            />
          ))}
        </tbody>
      </table>
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">By week</caption>
        <Head row="Week of" figures={['Leads', 'Won']} />
        <tbody>
          {figures.weeks.map((week) => (
            <Row key={week.start} name={week.start} figures={[week.total, week.totalWon]} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
