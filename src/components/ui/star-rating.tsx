import { Icon } from '@/components/ui/icon';
import { commonCopy } from '@/content/pages';
import { fillTemplate } from '@/lib/copy';
import { cn } from '@/lib/utils';

const MAX_STARS = 5;

interface StarRatingProps {
  rating: number;
  className?: string;
}

export function StarRating({ rating, className }: StarRatingProps) {
  return (
    <div
      role="img"
      aria-label={fillTemplate(commonCopy.starRating, { rating, max: MAX_STARS })}
      className={cn('flex gap-1', className)}
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Icon
          key={index}
          name="star"
          className={cn('size-4', index < rating ? 'fill-accent text-accent' : 'text-ink-600')}
        />
      ))}
    </div>
  );
}
