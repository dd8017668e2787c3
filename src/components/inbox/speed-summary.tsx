import { METRICS, type Metric } from '@/lib/vitals/metrics';
import { METRIC_NAMES, thresholdWords } from '@/lib/vitals/format';
import type { Cell } from '@/lib/vitals/speed-report';
import { SpeedCell } from './speed-cell';
import { SpeedSection } from './speed-section';

interface SpeedSummaryProps {
  site: Record<Metric, Cell>;
}

/** Each metric over the whole site, with Google's thresholds beside it. */
export function SpeedSummary({ site }: SpeedSummaryProps) {
  return (
    <SpeedSection id="site-speed" title="The whole site">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {METRICS.map((metric) => {
          const { good, poor } = thresholdWords(metric);
          return (
            <li
              key={metric}
              className="grid content-start gap-2 rounded-xl border border-ink-700 bg-ink-900 p-3 sm:p-4"
            >
              <p>
                <span className="font-bold">{metric}</span>{' '}
                <span className="text-sm text-muted">{METRIC_NAMES[metric]}</span>
              </p>
              <SpeedCell metric={metric} cell={site[metric]} />
              <p className="text-xs text-muted">
                Good {good}, poor {poor}
              </p>
            </li>
          );
        })}
      </ul>
    </SpeedSection>
  );
}
