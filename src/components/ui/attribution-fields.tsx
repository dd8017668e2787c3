'use client';

import { ATTRIBUTION_FIELDS } from '@/lib/analytics/attribution';
import { useAttribution } from '@/lib/hooks/use-attribution';

/**
 * Where the visit began, sent with the form as hidden fields (see lib/analytics/attribution). Without
 * JavaScript they go empty and the server fills in what it can know.
 */
export function AttributionFields() {
  const values = useAttribution();
  return ATTRIBUTION_FIELDS.map((field) => (
    <input key={field} type="hidden" name={field} value={values[field] ?? ''} />
  ));
}
