/**
 * The inbox's upcoming calls by day: which days the page covers (from the start of today in
 * Pakistan time, whatever the server's own zone) and the calls put under their Pakistan date,
 * named "Today", "Tomorrow", then by weekday and date. Pure; server only.
 */
import 'server-only';
import type { BookingView } from '@/lib/booking/rules/store';
import { MAX_HORIZON_DAYS } from '@/lib/booking/calendar/settings';
import {
  addDays,
  AGENCY_TIME_ZONE,
  isTimeZone,
  wallTimeToInstant,
  zonedDate,
  type CalendarDate,
} from '@/lib/time/zone';
import type { CallPlaceKind, LeadStatus } from '@/lib/db/schema';
import { LEAD_STATUSES } from './filters';

/** Days after today the page shows: as far as a booking can be made (the longest horizon). */
export const CALL_DAYS_AHEAD = MAX_HORIZON_DAYS;

export interface CallWindow {
  /** The start of today, Pakistan time. */
  from: Date;
  /** The start of the day after the last day shown. */
  until: Date;
  today: CalendarDate;
  lastDay: CalendarDate;
}

export function callWindow(now: Date, daysAhead = CALL_DAYS_AHEAD): CallWindow {
  const today = zonedDate(now.getTime());
  const lastDay = addDays(today, daysAhead);
  return {
    from: new Date(wallTimeToInstant(today, 0)),
    until: new Date(wallTimeToInstant(addDays(lastDay, 1), 0)),
    today,
    lastDay,
  };
}

/** A calendar date read at noon UTC, so formatting it in UTC never moves it to another day. */
const NOON = 'T12:00:00Z';
const DAY_NAME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** e.g. `Wednesday 2 December` (some ICU versions put a comma after the weekday: taken out). */
export const longDate = (date: CalendarDate) => DAY_NAME.format(new Date(`${date}${NOON}`)).replace(',', '');

/** `Today`, `Tomorrow`, else e.g. `Wednesday 2 December`. */
export function dayLabel(date: CalendarDate, today: CalendarDate): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return longDate(date);
}

export interface CallDay<T> {
  date: CalendarDate;
  label: string;
  calls: T[];
}

/** `calls` (in time order) under their Pakistan dates, in order; days without a call left out. */
export function callDays<T extends { starts_at: string }>(
  calls: readonly T[],
  today: CalendarDate,
): CallDay<T>[] {
  const days = new Map<CalendarDate, CallDay<T>>();
  for (const call of calls) {
    const date = zonedDate(Date.parse(call.starts_at));
    const day = days.get(date) ?? { date, label: dayLabel(date, today), calls: [] };
    day.calls.push(call);
    days.set(date, day);
  }
  return [...days.values()];
}

/** A booked call as the page shows it: the booking, and what its lead said. */
export interface UpcomingCall {
  id: string;
  leadId: string;
  starts_at: string;
  ends_at: string;
  name: string | null;
  email: string;
  whatsapp?: string;
  service?: string;
  /** The visitor's own zone, when it is one and not Pakistan's. */
  timeZone?: string;
  leadStatus: LeadStatus;
  /** The keyed hash of the address it was booked from: the calls of one address go together. */
  visitor?: string;
  /** Waiting for the visitor to confirm it from their e-mail until then (ISO); booked when absent. */
  waitingUntil?: string;
  /** Where the call happens: a WhatsApp call, or the video link; absent for calls booked before places were kept. */
  place?: { kind: CallPlaceKind; url: string | null };
  /** When the visitor opted in to WhatsApp messages: their latest message’s status and when they replied STOP. */
  messages?: { latest?: string; stopped?: string };
}

function leadFields(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A booking as Calls shows it; `sent`: its WhatsApp messages' latest status and any STOP, when opted in. */
export function upcomingCall(
  view: BookingView,
  sent?: { latest?: string; stop?: { at: string } },
): UpcomingCall {
  const fields = leadFields(view.fields);
  const zone = view.time_zone ?? undefined;
  return {
    id: view.id,
    leadId: view.lead_id,
    starts_at: view.starts_at,
    ends_at: view.ends_at,
    name: view.name,
    email: view.email,
    whatsapp: text(fields.whatsapp),
    service: text(fields.service),
    timeZone: zone && zone !== AGENCY_TIME_ZONE && isTimeZone(zone) ? zone : undefined,
    leadStatus: LEAD_STATUSES.find((status) => status === view.lead_status) ?? 'new',
    visitor: view.visitor ?? undefined,
    waitingUntil: view.status === 'pending' && view.expires_at ? view.expires_at : undefined,
    place: view.place_kind ? { kind: view.place_kind, url: view.place_url } : undefined,
    messages: view.whatsapp_to ? { latest: sent?.latest, stopped: sent?.stop?.at } : undefined,
  };
}
