import { clsx } from 'clsx';
import type { SendState } from '@/lib/forms/send-state';

interface FormStatusProps {
  id: string;
  state: SendState;
  success: string;
  failure: string;
  /** Added under the failure text when the visitor sent again too soon. */
  tooFast: string;
  className?: string;
}

/**
 * How the last send went, announced politely. Keyed by attempt, so the same outcome twice is
 * announced again.
 */
export function FormStatus({ id, state, success, failure, tooFast, className }: FormStatusProps) {
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      className={clsx(
        'text-sm font-medium',
        className,
        state.outcome === 'success' ? 'text-success' : 'text-danger',
      )}
    >
      {state.outcome ? (
        <span key={state.attempt}>
          {state.outcome === 'success' ? success : failure}
          {state.outcome === 'rate-limited' ? <span className="block font-normal">{tooFast}</span> : null}
        </span>
      ) : null}
    </p>
  );
}
