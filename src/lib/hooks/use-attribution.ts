'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_KEY, type Attribution } from '@/lib/analytics/attribution';

const noSubscription = () => () => {};
const nothingOnTheServer = () => null;

function storedNote(): string | null {
  try {
    return sessionStorage.getItem(ATTRIBUTION_KEY);
  } catch {
    return null;
  }
}

/** The known fields of a stored note; anything unreadable is no note at all. */
export function parseNote(raw: string | null): Attribution {
  try {
    const note: unknown = JSON.parse(raw ?? '{}');
    const fields = typeof note === 'object' && note !== null ? (note as Record<string, unknown>) : {};
    const known: Attribution = {};
    for (const field of ATTRIBUTION_FIELDS) {
      const value = fields[field];
      if (typeof value === 'string') known[field] = value;
    }
    return known;
  } catch {
    return {};
  }
}

/**
 * The visit's first touch (noted before hydration, see src/instrumentation-client.ts), for the
 * forms' hidden fields: empty on the server and while hydrating, so the markup matches, then the
 * stored note. It never changes during a visit, so there is nothing to subscribe to.
 */
export function useAttribution(): Attribution {
  const raw = useSyncExternalStore(noSubscription, storedNote, nothingOnTheServer);
  return useMemo(() => parseNote(raw), [raw]);
}
