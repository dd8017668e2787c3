'use client';

import type { Locale } from '@/content/locales';
import { visitorTime } from '@/lib/booking/pages/display';
import { useVisitorZone } from '@/lib/hooks/use-visitor-zone';
import { fillTemplate } from '@/lib/i18n/copy';

interface YourTimeProps {
  locale: Locale;
  /** The slot's start, milliseconds since the epoch. */
  start: number;
  /** "{time} your time". */
  template: string;
  className?: string;
}

/**
 * A slot's time on the visitor's own clock, beside the Pakistan time the server wrote: nothing
 * without JavaScript, on the server, or where their clock reads as Pakistan's.
 */
export function YourTime({ locale, start, template, className }: YourTimeProps) {
  const zone = useVisitorZone();
  const time = zone ? visitorTime(locale, start, zone) : undefined;
  return time ? <span className={className}>{fillTemplate(template, { time })}</span> : null;
}

/** The booking form's `tz`: the visitor's zone, so their calendar and confirmation read in it. */
export function ZoneField() {
  return <input type="hidden" name="tz" value={useVisitorZone() ?? ''} />;
}
