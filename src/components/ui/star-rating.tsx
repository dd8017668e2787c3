import { Icon } from '@/components/ui/icon';
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
      aria-label={`${rating} out of ${MAX_STARS} stars`}
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
