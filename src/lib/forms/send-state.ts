/**
 * The life of one form's sends, as a pure reducer. The outcome of the last attempt stays on
 * screen while the next one is sending, and is replaced only by that attempt's outcome.
 */
export type SendOutcome = 'success' | 'failed' | 'rate-limited';

export interface SendState {
  /** True between a submit and its outcome: the button is disabled and the form busy. */
  sending: boolean;
  /** What the last finished attempt ended with; `null` before the first one. */
  outcome: SendOutcome | null;
  /** Increases with every finished attempt, so an identical outcome is announced again. */
  attempt: number;
}

export type SendEvent =
  { type: 'submit' } | { type: 'succeeded' } | { type: 'failed'; rateLimited?: boolean };

export const initialSendState: SendState = { sending: false, outcome: null, attempt: 0 };

export function sendReducer(state: SendState, event: SendEvent): SendState {
  switch (event.type) {
    case 'submit':
      return state.sending ? state : { ...state, sending: true };
    case 'succeeded':
      if (!state.sending) return state;
      return { sending: false, outcome: 'success', attempt: state.attempt + 1 };
    case 'failed':
      if (!state.sending) return state;
      return {
        sending: false,
        outcome: event.rateLimited ? 'rate-limited' : 'failed',
        attempt: state.attempt + 1,
      };
  }
}

/** True when the form may start a send. */
export function canSubmit(state: SendState): boolean {
  return !state.sending;
}
