'use client';

import { startTransition, useEffect, useState } from 'react';

let known: string | null | undefined;

/** The browser's zone, read once per page (each read builds a formatter). */
function browserZone(): string | null {
  if (known === undefined) {
    try {
      known = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
    } catch {
      known = null;
    }
  }
  return known;
}

/**
 * The visitor's time zone as their browser has it (`Europe/London`): none on the server and while
 * hydrating, so the markup matches, then the browser's. Set in a transition, so the booking page's
 * many times are redrawn in slices React can pause for input, not in one long task. It does not
 * change during a visit.
 */
export function useVisitorZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    startTransition(() => setZone(browserZone()));
  }, []);
  return zone;
}
