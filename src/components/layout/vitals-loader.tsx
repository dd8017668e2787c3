'use client';

import { useEffect } from 'react';
import { loadVitalsWhenIdle } from '@/lib/vitals/load';

/**
 * Measures real visitors' page speed: once per page load, after the page is interactive, unless
 * the browser asks not to be tracked (src/lib/vitals/load.ts). Renders nothing.
 */
export function VitalsLoader() {
  useEffect(() => loadVitalsWhenIdle(), []);
  return null;
}
