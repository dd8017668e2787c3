import type { Metric } from '@/lib/vitals/metrics';
import { formatCount, formatShare, formatValue } from '@/lib/vitals/format';
import { MIN_VISITS, type Cell } from '@/lib/vitals/speed-report';
import { RatingBadge } from './rating-badge';

interface SpeedCellProps {
  metric: Metric;
  cell: Cell;
}

/**
 * One figure: its p75, rating, share of good visits and the visits behind it; or, under
 * MIN_VISITS visits, only their number, saying why the figure is held back.
 */
export function SpeedCell({ metric, cell }: SpeedCellProps) {
  if (!cell.shown) {
    return (
      <span className="text-xs text-muted">
        {cell.visits === 0 ? 'No visits' : `Too few visits (${formatCount(cell.visits)} of ${MIN_VISITS})`}
      </span>
    );
  }
  return (
    <span className="grid gap-0.5">
      <span className="font-semibold tabular-nums">{formatValue(metric, cell.p75)}</span>
      <RatingBadge rating={cell.rating} />
      <span className="text-xs text-muted tabular-nums">{formatShare(cell.goodShare)} good</span>
      <span className="text-xs text-muted tabular-nums">{formatCount(cell.visits)} visits</span>
    </span>
  );
}
