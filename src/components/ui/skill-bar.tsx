import { cn } from '@/lib/utils';

interface SkillBarProps {
  label: string;
  /** Percentage, 0 to 100. */
  value: number;
  /** Position in its list; later bars start filling a little later. */
  order?: number;
  className?: string;
}

const STAGGER_MS = 120;

/**
 * A labelled percentage bar, exposed as a progress bar with its value. Inside a RevealOnView
 * the fill grows into place when the list scrolls into view; otherwise it is drawn at its value.
 */
export function SkillBar({ label, value, order = 0, className }: SkillBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={className}>
      {/* The progress bar below carries the same label and value for assistive technology. */}
      <div aria-hidden="true" className="flex items-baseline justify-between gap-4">
        <span className="font-display text-lg font-semibold text-fg sm:text-xl">{label}</span>
        <span className="font-display text-lg font-semibold text-accent tabular-nums sm:text-xl">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="skill-bar-track mt-4 h-2 rounded-full bg-ink-700"
      >
        <div
          className={cn('skill-bar-fill h-full rounded-full bg-accent', percent > 0 && 'min-w-2')}
          style={{ width: `${percent}%`, ['--reveal-delay' as string]: `${order * STAGGER_MS}ms` }}
        />
      </div>
    </div>
  );
}
