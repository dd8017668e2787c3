import type { Rating } from '@/lib/vitals/metrics';
import { RATING_WORDS } from '@/lib/vitals/format';

/** The inbox's status colours, reused: green, amber and red. */
const DOT: Record<Rating, string> = {
  good: 'bg-status-won',
  'needs-improvement': 'bg-status-contacted',
  poor: 'bg-status-spam',
};

interface RatingBadgeProps {
  rating: Rating;
}

/** A rating in words, with its colour as a dot beside them (never colour alone). */
export function RatingBadge({ rating }: RatingBadgeProps) {
  return (
    <span className="inline-flex items-baseline gap-1.5 text-xs font-medium">
      <span aria-hidden="true" className={`inline-block size-2 shrink-0 rounded-full ${DOT[rating]}`} />
      {RATING_WORDS[rating]}
    </span>
  );
}
