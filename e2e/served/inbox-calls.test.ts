/**
 * The inbox's booked calls and the hours they are offered in, as served over HTTP: pages closed
 * without a session, the calls by day with each lead's booking on its page, a hostile visitor's
 * words served as text, and the hours an owner changes with the plain form (a member's post and
 * another site's are refused). Bookings are stored through the booking store into the server's
 * database file (e2e/test-server.ts: SQLITE_PATH), at night, outside any hours offered, and erased
 * at the end; the hours are put back as they were. The browser's part (the form with JavaScript,
 * axe, a phone's width) is in e2e/inbox-calls.spec.ts.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readServerEnv } from '@/env';
import { bookCall, moveBooking, readAvailability, SlotTakenError } from '@/lib/booking/rules/store';
import { addDays, AGENCY_TIME_ZONE, wallTimeToInstant, zonedDate } from '@/lib/time/zone';
import { all, parsePage, served, textOf } from '@test-support/served';
import { addMemberWithPasswordSet } from '../team-member';
import {
  ORIGIN,
  PASSWORD,
  fieldLabelled,
  formValues,
  formWithButton,
  pageAs,
  postForm,
  regionNamed,
  sessionOf,
  teamEnv,
  withStore,
  type Store,
} from './inbox';

const MARK = `calls${process.pid}x${Date.now().toString(36)}`;
const HOSTILE_NAME = `<script>alert(1)</script> ${MARK}`;
const HOSTILE_SERVICE = '=HYPERLINK("https://evil.example","click")';
const CALL_MS = 30 * 60_000;
/** Late at night, Pakistan time: never offered, so no booking test elsewhere finds it taken. */
const NIGHT_MINUTES = 22 * 60;
const SETTINGS_ID = 'availability';
/** The Sunday hours the owner's test saves (Sunday is closed by default): shorter than a call, so
 * no time is offered and the booking tests running beside it see the same times. */
const SUNDAY_SAVED = '21:00–21:20';
const EVIL = 'https://evil.example';

type SettingsRow = { value: string; updated_at: string; updated_by: string | null };

/** The hours as they were before the owner's test, unless someone else has changed them since. */
async function restoreSettings(db: Store, before: SettingsRow | undefined): Promise<void> {
  const row = await db
    .selectFrom('booking_settings')
    .select('value')
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  if (!row || !row.value.includes('"sun":[{"start":"21:00","end":"21:20"}]')) return;
  if (before) {
    await db
      .updateTable('booking_settings')
      .set(before)
      .where('id', '=', SETTINGS_ID)
      .where('value', '=', row.value)
      .execute();
  } else {
    await db
      .deleteFrom('booking_settings')
      .where('id', '=', SETTINGS_ID)
      .where('value', '=', row.value)
      .execute();
  }
}

const nextAddress = () => `198.19.${randomInt(256)}.${randomInt(1, 255)}`;

const pkClock = (instant: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: AGENCY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

/** Books a night call `days` from today for a lead of `fields`, at the first free half hour. */
async function book(
  db: Store,
  days: number,
  fields: Record<string, string>,
  options: { spam?: boolean; timeZone?: string } = {},
): Promise<{ leadId: string; bookingId: string; start: number }> {
  const server = readServerEnv({});
  const date = addDays(zonedDate(Date.now()), days);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const start = wallTimeToInstant(date, NIGHT_MINUTES + attempt * 35);
    const span = { start, end: start + CALL_MS };
    try {
      const leadId = randomUUID();
      const result = await bookCall(db, {
        leadId,
        fields: { language: 'en', message: `Booked by ${MARK}`, ...fields },
        call: { start, end: start + CALL_MS, span, timeZone: options.timeZone, language: 'en' },
        spamReason: options.spam ? 'e2e' : undefined,
        server,
      });
      return { leadId, bookingId: result.bookingId, start };
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
    }
  }
  throw new Error('no free night slot to book');
}

const owner = `served-calls-owner-${MARK}@agency.test`;
const member = `served-calls-member-${MARK}@agency.test`;
let ownerCookie: string;
let memberCookie: string;
let ayesha: { leadId: string; start: number };
let hostile: { leadId: string; start: number };
let held: { leadId: string };
let moved: { leadId: string; start: number };
let storedSettings: SettingsRow | undefined;

beforeAll(async () => {
  await addMemberWithPasswordSet(teamEnv, owner, PASSWORD, true);
  await addMemberWithPasswordSet(teamEnv, member, PASSWORD);
  ownerCookie = await sessionOf(owner, nextAddress());
  memberCookie = await sessionOf(member, nextAddress());
  await withStore(async (db) => {
    storedSettings = await db
      .selectFrom('booking_settings')
      .select(['value', 'updated_at', 'updated_by'])
      .where('id', '=', SETTINGS_ID)
      .executeTakeFirst();
    ayesha = await book(
      db,
      1,
      {
        name: `Ayesha Khan ${MARK}`,
        email: 'ayesha@example.pk',
        whatsapp: '+92 300 1234567',
        service: 'Web development',
      },
      { timeZone: 'Europe/London' },
    );
    hostile = await book(db, 2, {
      name: HOSTILE_NAME,
      email: 'x@example.com',
      service: `${HOSTILE_SERVICE}${'A'.repeat(120)}`,
    });
    held = await book(db, 3, { name: `Spam Bot ${MARK}`, email: 'bot@example.com' }, { spam: true });
    const first = await book(db, 4, { name: `Bilal Ahmed ${MARK}`, email: 'bilal@example.pk' });
    const start = first.start + 24 * 60 * 60_000;
    const span = { start, end: start + CALL_MS };
    await moveBooking(db, first.bookingId, { ...span, span, language: 'en' }, readServerEnv({}));
    moved = { leadId: first.leadId, start };
  });
});

afterAll(async () => {
  await withStore(async (db) => {
    await db.deleteFrom('leads').where('message', '=', `Booked by ${MARK}`).execute();
    await restoreSettings(db, storedSettings);
  });
});

test('without a session both pages go to sign-in', async () => {
  for (const where of ['/admin/calls', '/admin/availability']) {
    const response = await served(where);
    expect(response.status, where).toBe(307);
    expect(response.headers.get('location'), where).toMatch(/\/admin\/sign-in\?next=/);
  }
});

test('a member sees the calls by day, each lead’s booking on its page, hostile words as text', async () => {
  const { document: calls } = await pageAs(memberCookie, '/admin/calls');
  expect(textOf(calls.querySelector('h1'))).toBe('Upcoming calls');
  const [tomorrow] = regionNamed(calls, /^Tomorrow/);
  expect(tomorrow, 'a section for tomorrow').toBeDefined();
  const [call] = all(tomorrow!, 'li').filter((item) => textOf(item).includes(MARK));
  expect(call, 'Ayesha’s call tomorrow').toBeDefined();
  const text = textOf(call);
  expect(text).toContain(`${pkClock(ayesha.start)}–${pkClock(ayesha.start + CALL_MS)}`);
  expect(text).toContain('ayesha@example.pk');
  const whatsapp = all(call!, 'a').filter((a) => textOf(a) === '+92 300 1234567');
  expect(whatsapp.map((a) => a.getAttribute('href'))).toEqual(['https://wa.me/923001234567']);
  expect(text).toContain('Web development');
  expect(text).toContain('(Europe/London)');
  // A call held as spam holds no time: it is not on the list.
  expect(textOf(calls.body)).not.toContain(`Spam Bot ${MARK}`);
  // Shown as the link to its lead, as plain text: no element made of it.
  expect(all(calls, 'a').filter((a) => textOf(a) === HOSTILE_NAME)).toHaveLength(1);
  expect(all(calls, 'script').filter((script) => script.textContent?.trim() === 'alert(1)')).toEqual([]);
  expect(textOf(calls.body)).toContain(HOSTILE_SERVICE);

  const ayeshaLink = all(call!, 'a').find((a) => textOf(a) === `Ayesha Khan ${MARK}`);
  expect(ayeshaLink?.getAttribute('href')).toMatch(new RegExp(`/admin/leads/${ayesha.leadId}$`));
  const { document: lead } = await pageAs(memberCookie, ayeshaLink!.getAttribute('href')!);
  const booking = textOf(regionNamed(lead, /^Call$/)[0]);
  expect(booking).toContain('Booked');
  expect(booking).toContain('(Europe/London)');
  expect(textOf(lead.body)).toContain('Booking (booking)');

  const { document: hostileLead } = await pageAs(memberCookie, `/admin/leads/${hostile.leadId}`);
  expect(textOf(hostileLead.querySelector('h1'))).toContain(HOSTILE_NAME);
  expect(textOf(hostileLead.body)).toContain(`${pkClock(hostile.start + CALL_MS)} Pakistan time`);
  const { document: heldLead } = await pageAs(memberCookie, `/admin/leads/${held.leadId}`);
  expect(textOf(regionNamed(heldLead, /^Call$/)[0])).toContain('Held as spam');
  const { document: movedLead } = await pageAs(memberCookie, `/admin/leads/${moved.leadId}`);
  const movedCalls = textOf(regionNamed(movedLead, /^Calls$/)[0]);
  expect(movedCalls).toMatch(/Moved to \d+ \w+ \d{4}/);
  expect(movedCalls).toContain(pkClock(moved.start));

  const { document: list } = await pageAs(memberCookie, `/admin/leads?form=booking&status=all&q=${MARK}`);
  expect(fieldLabelled(list, 'Form').querySelector('option[selected]')?.getAttribute('value')).toBe(
    'booking',
  );
  expect(all(list, 'tbody tr')).toHaveLength(4);
});

test('a member sees the hours read-only, and the action refuses a member’s post', async () => {
  const { document: hours } = await pageAs(memberCookie, '/admin/availability');
  expect(textOf(hours.body)).toContain('Only an owner can change these.');
  expect(all(hours, 'button').filter((b) => textOf(b) === 'Save availability')).toHaveLength(0);

  // The owner's own form, posted with the member's session.
  const { document: ownerHours } = await pageAs(ownerCookie, '/admin/availability');
  const fields = formValues(formWithButton(ownerHours, 'Save availability'));
  const before = await withStore(readAvailability);
  const answer = await postForm(
    '/admin/availability',
    { ...fields, sun: '06:00–07:00' },
    { origin: ORIGIN, cookie: memberCookie },
  );
  // The action ran (the page answered) and saved nothing.
  expect(answer.status).toBe(200);
  expect(await withStore(readAvailability)).toEqual(before);
});

test('the owner saves new hours with the plain form; another site cannot', async () => {
  const { document: hours } = await pageAs(ownerCookie, '/admin/availability');
  expect(textOf(hours.body)).toMatch(/Every time here is Pakistan time/);
  const fields = formValues(formWithButton(hours, 'Save availability'));
  const before = await withStore(readAvailability);
  await postForm(
    '/admin/availability',
    { ...fields, sun: '06:00–07:00' },
    { origin: EVIL, cookie: ownerCookie },
  );
  expect(await withStore(readAvailability)).toEqual(before);

  // Without JavaScript: the plain form saves, and the page shows the hours as saved.
  try {
    const answer = await postForm(
      '/admin/availability',
      { ...fields, sun: SUNDAY_SAVED.replace('–', ' - ') },
      { origin: ORIGIN, cookie: ownerCookie },
    );
    expect(answer.status).toBe(200);
    const saved = parsePage(await answer.text());
    expect(all(saved, '[role="status"]').map(textOf)).toContain('Saved.');
    expect(fieldLabelled(saved, 'Sunday').getAttribute('value')).toBe(SUNDAY_SAVED);
    expect((await withStore(readAvailability)).weekly.sun).toEqual([{ start: '21:00', end: '21:20' }]);
    const { document: again } = await pageAs(ownerCookie, '/admin/availability');
    expect(fieldLabelled(again, 'Sunday').getAttribute('value')).toBe(SUNDAY_SAVED);
  } finally {
    await withStore((db) => restoreSettings(db, storedSettings));
  }
});
