import { METRICS, THRESHOLDS, type Metric } from '@/lib/vitals/metrics';
import { formatCount, formatValue, formatWeek, METRIC_NAMES } from '@/lib/vitals/format';
import { MIN_VISITS, type SpeedReport } from '@/lib/vitals/speed-report';
import { RatingBadge } from './rating-badge';
import { SpeedSection } from './speed-section';

interface SpeedTrendProps {
  trend: SpeedReport['trend'];
}

/** A bar is drawn to scale up to this many times the metric's "poor" threshold, then full. */
const BAR_SCALE_OF_POOR = 1.5;
const BAR: Record<string, string> = {
  good: 'bg-status-won',
  'needs-improvement': 'bg-status-contacted',
  poor: 'bg-status-spam',
};

const barWidth = (metric: Metric, value: number) =>
  `${Math.min(100, (value / (THRESHOLDS[metric].poor * BAR_SCALE_OF_POOR)) * 100)}%`;

/** Each metric's weekly p75 over the last weeks, as a table with a bar (CSS, no script) per week. */
export function SpeedTrend({ trend }: SpeedTrendProps) {
  return (
    <SpeedSection id="speed-trend" title="Week by week">
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {METRICS.map((metric) => (
          <table key={metric} className="w-full table-fixed rounded-xl bg-ink-900 text-sm">
            <caption className="px-3 pt-3 pb-2 text-left">
              <span className="font-semibold">{metric}</span>{' '}
              <span className="text-muted">{METRIC_NAMES[metric]}, p75 per week</span>
            </caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="w-[24%] px-3 py-1 text-left font-normal">
                  Week of
                </th>
                <th scope="col" className="px-2 py-1 text-left font-normal">
                  p75
                </th>
                <th scope="col" className="w-[22%] px-3 py-1 text-right font-normal">
                  Visits
                </th>
              </tr>
            </thead>
            <tbody>
              {trend[metric].map(({ week, cell }) => (
                <tr key={week} className="border-t border-ink-700">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                    <time dateTime={week}>{formatWeek(week)}</time>
                  </th>
                  <td className="px-2 py-1.5">
                    {cell.shown ? (
                      <span className="grid gap-1">
                        <span className="flex flex-wrap items-baseline gap-x-2">
                          <span className="tabular-nums">{formatValue(metric, cell.p75)}</span>
                          <RatingBadge rating={cell.rating} />
                        </span>
                        <span aria-hidden="true" className="block h-1.5 rounded-full bg-ink-700">
                          <span
                            className={`block h-full rounded-full ${BAR[cell.rating]}`}
                            style={{ width: barWidth(metric, cell.p75) }}
                          />
                        </span>
                      </span>
                    ) : (
                      <span className="text-xs text-muted">
                        {cell.visits === 0 ? '—' : `Under ${MIN_VISITS}`}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(cell.visits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </SpeedSection>
  );
}
