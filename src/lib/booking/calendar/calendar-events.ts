/**
 * The owner's calendar as events (./busy-calendar.ts reads it): the text parsed a batch of VEVENTs
 * at a time, each series with its own moved and cancelled instances, matched by UID as a calendar
 * app matches them. Server only.
 */
import 'server-only';
import ICAL from 'ical.js';

/**
 * A calendar's busy events, parsed once: each series with its own moved and cancelled instances
 * (matched by UID, as a calendar app does), and the single events. Free ones are left out here.
 */
export type BusyCalendar = readonly ICAL.Event[];

export const isFree = (component: ICAL.Component) =>
  component.getFirstPropertyValue('transp') === 'TRANSPARENT' ||
  component.getFirstPropertyValue('status') === 'CANCELLED';

/**
 * Reads an iCalendar text into its events: the VEVENTs of one UID are one series (the one without
 * RECURRENCE-ID) and its instances that were moved, changed or cancelled (those with one), related
 * to that series alone (ical.js's `exceptions` with `strictExceptions`), never scanned for across
 * the whole calendar. An instance without its series (an invitation to one meeting of another's
 * series) is an event of its own.
 */
export function readCalendar(text: string): BusyCalendar {
  return [...relatedEvents(text)].filter((event) => event !== undefined);
}

/** The VEVENTs parsed at a time: a piece of a few milliseconds. */
const EVENTS_PER_PARSE = 200;
const VEVENT_BLOCK = /^BEGIN:VEVENT\r?\n[\s\S]*?^END:VEVENT\r?$/gim;
const VTIMEZONE_BLOCK = /^BEGIN:VTIMEZONE\r?\n[\s\S]*?^END:VTIMEZONE\r?$/gim;

/**
 * The calendar's VEVENT components, parsed EVENTS_PER_PARSE at a time, each batch as a calendar
 * of its own with the file's time zones (so TZIDs resolve as in the whole file); `undefined`
 * between batches, where the reader may pause. A text that is not a calendar is refused.
 */
function* veventComponents(text: string): Generator<ICAL.Component | undefined> {
  if (!/^\s*BEGIN:VCALENDAR\r?$/im.test(text.slice(0, 200)) || !/^END:VCALENDAR\r?$/im.test(text))
    throw new Error('the text is not an iCalendar file');
  const zones = text.match(VTIMEZONE_BLOCK) ?? [];
  const events = text.match(VEVENT_BLOCK) ?? [];
  for (let first = 0; first < events.length; first += EVENTS_PER_PARSE) {
    const batch = [
      'BEGIN:VCALENDAR',
      ...zones,
      ...events.slice(first, first + EVENTS_PER_PARSE),
      'END:VCALENDAR',
    ];
    yield* new ICAL.Component(ICAL.parse(batch.join('\r\n'))).getAllSubcomponents('vevent');
    yield undefined;
  }
}

/**
 * The events of readCalendar, one at a time, with `undefined` where a reader may pause (so that a
 * large calendar can be read in slices).
 */
export function* relatedEvents(text: string): Generator<ICAL.Event | undefined> {
  const byUid = new Map<string, { series: ICAL.Component[]; instances: ICAL.Component[] }>();
  for (const component of veventComponents(text)) {
    if (!component) {
      yield undefined;
      continue;
    }
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    const group = byUid.get(uid) ?? { series: [], instances: [] };
    (component.hasProperty('recurrence-id') ? group.instances : group.series).push(component);
    byUid.set(uid, group);
  }
  for (const [uid, { series, instances }] of byUid) {
    // Without a UID nothing can be related: each event stands alone.
    if (!uid || series.length !== 1) {
      for (const component of [...series, ...instances]) {
        if (isFree(component)) continue;
        const event = new ICAL.Event(component, { exceptions: [] });
        if (event.startDate) yield event;
      }
      continue;
    }
    const [master] = series as [ICAL.Component];
    // A cancelled or free series is free in every instance.
    if (isFree(master)) continue;
    const event = new ICAL.Event(master, { strictExceptions: true, exceptions: instances });
    if (event.startDate) yield event;
    yield undefined;
  }
}
