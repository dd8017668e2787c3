'use client';

import { useCallback, useReducer, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { track } from '@/lib/analytics';
import type { EmailForm, EmailMode } from '@/lib/email/config';
import { preloadSending } from '@/lib/forms/preload';
import { initialSendState, sendReducer, type SendState } from '@/lib/forms/send-state';
import type { SubmitResult } from '@/lib/forms/submit';
import { useHydrated } from './use-hydrated';

/** The props the hook gives the `<form>` element: spread them onto it. */
export interface FormSubmissionProps {
  'aria-busy': boolean;
  /** Marks the form as live (sending through the SDK); before that a submit posts to its action. */
  'data-hydrated': '' | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
}

/** The conversion a successful send counts (a no-op with analytics off). */
function countSend(which: EmailForm, mode: EmailMode): void {
  if (which === 'contact') track('Contact Sent', { mode });
  else track('Subscribe');
}

/**
 * The send life cycle of the contact or subscribe form: check, bot check, send, reset
 * (`submitForm`), with the state its button and status message show. Without JavaScript the
 * form posts to its `action` instead. `clearValues` empties the form's own state after a send.
 */
export function useFormSubmission(
  which: EmailForm,
  clearValues: () => void,
): { state: SendState; formProps: FormSubmissionProps } {
  const [state, dispatch] = useReducer(sendReducer, initialSendState);
  // Stops a double click even before React has re-rendered the disabled button.
  const inFlight = useRef(false);
  const hydrated = useHydrated();

  const run = useCallback(
    async (send: () => Promise<SubmitResult>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      dispatch({ type: 'submit' });
      try {
        const result = await send();
        if (result.ok) {
          // Counted once the success message is on screen, and never for a bot's pretend send.
          flushSync(() => dispatch({ type: 'succeeded' }));
          if (!result.bot) countSend(which, result.mode);
        } else dispatch({ type: 'failed', rateLimited: result.rateLimited ?? false });
      } catch (error) {
        console.warn('[form] send failed:', error);
        dispatch({ type: 'failed' });
      } finally {
        inFlight.current = false;
      }
    },
    [which],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The checks and the sending code load with the first send (or once the form has focus).
    void run(async () => (await import('@/lib/forms/submit')).submitForm(form, which, clearValues));
  }

  return {
    state,
    formProps: {
      'aria-busy': state.sending,
      'data-hydrated': hydrated ? '' : undefined,
      onSubmit,
      onFocus: () => preloadSending(which),
    },
  };
}
