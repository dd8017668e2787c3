/**
 * A calendar as a busy owner's iCal export looks after a few years: weekly series begun years
 * ago, each with some of its instances moved, and single events spread over the past and the
 * weeks ahead, all on weekdays between 04:00 and 15:00 UTC (weekends stay free for a test's own
 * events). For the busy calendar's tests and the booking bench (how long a read takes).
 */
const DAY_MS = 24 * 60 * 60_000;
const WEEK_MS = 7 * DAY_MS;

/** 20261130T050000Z */
const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const vevent = (lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];

export interface GeneratedCalendar {
  /** VEVENTs in all: series, their moved instances and single events. */
  events: number;
  /** Of them, instances of a series moved to another time. */
  moved: number;
  /** The calendar is read at this time: the series began three years before it. */
  now: number;
}

export function generatedCalendar({ events, moved, now }: GeneratedCalendar): string {
  const seriesCount = Math.max(1, Math.floor((events - moved) / 4));
  const singles = events - moved - seriesCount;
  const day = Math.floor((now - 3 * 365 * DAY_MS) / DAY_MS) * DAY_MS;
  // A Monday: the series meet Monday to Friday.
  const began = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//agency tests//busy calendar//EN'];
  for (let series = 0; series < seriesCount; series += 1) {
    // Weekdays 04:00–12:00 UTC, on the quarter hour, 30 minutes long.
    const start = began + (series % 5) * DAY_MS + (4 * 60 + (series % 32) * 15) * 60_000;
    lines.push(
      ...vevent([
        `UID:series-${series}@calendar.test`,
        `DTSTAMP:${icsTime(began)}`,
        `DTSTART:${icsTime(start)}`,
        `DTEND:${icsTime(start + 30 * 60_000)}`,
        'RRULE:FREQ=WEEKLY',
        `SUMMARY:Weekly meeting ${series}`,
      ]),
    );
  }
  for (let instance = 0; instance < moved; instance += 1) {
    const series = instance % seriesCount;
    const week = Math.floor(instance / seriesCount) * 7 + (instance % 7);
    const original = began + (series % 5) * DAY_MS + (4 * 60 + (series % 32) * 15) * 60_000 + week * WEEK_MS;
    const movedTo = original + 2 * 60 * 60_000;
    lines.push(
      ...vevent([
        `UID:series-${series}@calendar.test`,
        `DTSTAMP:${icsTime(began)}`,
        `RECURRENCE-ID:${icsTime(original)}`,
        `DTSTART:${icsTime(movedTo)}`,
        `DTEND:${icsTime(movedTo + 30 * 60_000)}`,
        `SUMMARY:Weekly meeting ${series}, moved`,
      ]),
    );
  }
  const weekdays = Math.floor(((now + 60 * DAY_MS - began) / DAY_MS / 7) * 5);
  for (let single = 0; single < singles; single += 1) {
    // Spread over the weekdays, 04:00 to 13:45 UTC on the quarter hour.
    const weekday = Math.floor((weekdays / singles) * single);
    const start =
      began + (Math.floor(weekday / 5) * 7 + (weekday % 5)) * DAY_MS + (4 * 60 + (single % 40) * 15) * 60_000;
    lines.push(
      ...vevent([
        `UID:single-${single}@calendar.test`,
        `DTSTAMP:${icsTime(began)}`,
        `DTSTART:${icsTime(start)}`,
        `DTEND:${icsTime(start + 60 * 60_000)}`,
        `SUMMARY:Client visit ${single}`,
      ]),
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
