'use client';

import { useCallback, useReducer, useRef } from 'react';
import { initialSendState, sendReducer, type SendState } from './send-state';

/**
 * The send life cycle of one form. `run` starts `send` unless one is already in flight: the ref
 * stops a double click even before React has re-rendered the disabled button.
 */
export function useSend(): [
  SendState,
  (send: () => Promise<{ ok: boolean; rateLimited?: boolean }>) => Promise<void>,
] {
  const [state, dispatch] = useReducer(sendReducer, initialSendState);
  const inFlight = useRef(false);
  const run = useCallback(async (send: () => Promise<{ ok: boolean; rateLimited?: boolean }>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: 'submit' });
    try {
      const result = await send();
      dispatch(
        result.ok ? { type: 'succeeded' } : { type: 'failed', rateLimited: result.rateLimited ?? false },
      );
    } catch (error) {
      console.warn('[form] send failed:', error);
      dispatch({ type: 'failed' });
    } finally {
      inFlight.current = false;
    }
  }, []);
  return [state, run];
}
