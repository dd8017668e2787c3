import { clsx } from 'clsx';

const LINES = 5;

interface LineLoaderProps {
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

/** The spec's loading indicator: five vertical lines rising and falling in turn. */
export function LineLoader({ label, className }: LineLoaderProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={clsx('line-loader', className)}
    >
      {Array.from({ length: LINES }, (_, index) => (
        <span
          key={index}
          className="line-loader-bar h-full w-1 rounded-full bg-current"
          style={{ animationDelay: `${index * 100}ms` }}
        />
      ))}
    </span>
  );
}
