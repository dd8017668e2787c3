/**
 * The booked call as a calendar event: an RFC 5545 file written by the `ics` package
 * (`METHOD:PUBLISH`, the agency as organizer, the booking's id as a stable UID, so adding the file
 * again updates the one event), and a Google Calendar link with the same details. Server only.
 */
import { createEvent } from 'ics';

export interface CalendarCall {
  /**
   * What the UID is made from: the lead's id in what the site sends or serves, so a call that moves
   * (a new booking of the same lead) stays one event in the visitor's calendar.
   */
  bookingId: string;
  start: number;
  end: number;
  title: string;
  description: string;
  /** The agency: its name and e-mail. */
  organizer: { name: string; email: string };
  /** The site's host, which makes the UID globally unique. */
  host: string;
  /** The event's link: the call's video link, or the booking's own page. */
  url: string;
  /** Where the call happens (LOCATION): "WhatsApp call to …", or the video link. */
  location?: string | undefined;
  cancelled?: boolean;
  /** `REQUEST` or `CANCEL` for an e-mailed invite (iTIP); `PUBLISH` for the file to download. */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** How many times the event has changed: a calendar takes the highest as the current one. */
  sequence?: number;
  /** The visitor, invited (an e-mailed invite names its attendee). */
  attendee?: { name: string; email: string };
}

export function calendarUid(bookingId: string, host: string): string {
  return `${bookingId}@${host}`;
}

/**
 * A name as a parameter value (CN): RFC 5545 quotes a value that holds `:`, `;` or `,` in double
 * quotes and allows no double quote inside it, nor any escape of one; the `ics` package writes
 * `\"`, which calendars read as the value's end. So a visitor's `"` becomes `'`, and control
 * characters become spaces.
 */
const parameterSafe = (name: string) => name.replace(/"/g, "'").replace(/[\u0000-\u001f\u007f]/g, ' ');

/** The `.ics` text; throws when the package refuses the event (a bug, not bad input). */
export function calendarFile(call: CalendarCall): string {
  const { error, value } = createEvent({
    uid: calendarUid(call.bookingId, call.host),
    productId: `${call.host}/booking`,
    method: call.method ?? 'PUBLISH',
    sequence: call.sequence ?? 0,
    ...(call.attendee
      ? {
          attendees: [
            {
              ...call.attendee,
              name: parameterSafe(call.attendee.name),
              rsvp: false,
              partstat: 'ACCEPTED',
              role: 'REQ-PARTICIPANT',
            },
          ],
        }
      : {}),
    title: call.title,
    description: call.description,
    start: call.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: call.end,
    endInputType: 'utc',
    endOutputType: 'utc',
    organizer: { ...call.organizer, name: parameterSafe(call.organizer.name) },
    url: call.url,
    ...(call.location ? { location: call.location } : {}),
    status: call.cancelled || call.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return value;
}

const googleTime = (instant: number) => new Date(instant).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** "Add to Google Calendar": its event-template link, filled in. */
export function googleCalendarLink(
  call: Pick<CalendarCall, 'start' | 'end' | 'title' | 'description'>,
): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: call.title,
    dates: `${googleTime(call.start)}/${googleTime(call.end)}`,
    details: call.description,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
