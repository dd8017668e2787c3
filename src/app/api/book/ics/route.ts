/**
 * "Add to calendar": the booked call as an `.ics` file, from the booking's signed link
 * (src/lib/booking/pages/manage.ts); a link the site did not sign is a 404. The event's words are the
 * booking page's copy in the booking's language.
 */
import { copyOf, hasCopy } from '@/content/localized';
import { defaultLocale } from '@/content/locales';
import { calendarResponse } from '@/lib/booking/pages/manage';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return calendarResponse(request, {
    words: (locale) => copyOf(hasCopy(locale, 'book') ? locale : defaultLocale, 'book').calendar,
  });
}
