/**
 * A booking's call as the booking form asks for it (src/lib/booking/rules/store.ts's CallRequest): half
 * an hour from the given instant, holding its time under the default availability, in English.
 */
import { DEFAULT_AVAILABILITY } from '@/lib/booking/calendar/settings';
import { heldSpan } from '@/lib/booking/calendar/slots';
import type { CallRequest } from '@/lib/booking/rules/store';

const CALL_MS = 30 * 60_000;

/** The call starting at `iso` (an ISO time with its offset); `more` adds or changes fields. */
export function callAt(iso: string, more: Partial<CallRequest> = {}): CallRequest {
  const start = Date.parse(iso);
  return {
    start,
    end: start + CALL_MS,
    span: heldSpan(DEFAULT_AVAILABILITY, start),
    language: 'en',
    ...more,
  };
}
