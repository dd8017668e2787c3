'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const noZoneOnTheServer = () => null;

function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The visitor's time zone as their browser has it (`Europe/London`): none on the server and while
 * hydrating, so the markup matches, then the browser's. It does not change during a visit.
 */
export function useVisitorZone(): string | null {
  return useSyncExternalStore(noSubscription, browserZone, noZoneOnTheServer);
}
