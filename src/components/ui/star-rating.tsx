import { Icon } from '@/components/ui/icon';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { fillTemplate } from '@/lib/i18n/copy';
import { cn } from '@/lib/utils';

const MAX_STARS = 5;

interface StarRatingProps {
  locale: Locale;
  rating: number;
  className?: string;
}

export function StarRating({ locale, rating, className }: StarRatingProps) {
  return (
    <div
      role="img"
      aria-label={fillTemplate(copyOf(locale, 'common').starRating, { rating, max: MAX_STARS })}
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
