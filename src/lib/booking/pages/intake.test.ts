/**
 * The booking endpoint as a browser posts to it, on both engines: a booking stored before the
 * visitor is sent to its page; each refusal back to the form with why and the typed words kept;
 * spam held; another site's post, a tampered link and a database that is down.
 */
import { expect, it } from 'vitest';
import { emailJsKeys, memoryLimiter, testServerEnv } from '@test-support/email-sends';
import { describeEachEngine } from '@test-support/engines';
import type { ServerEvent } from '@/lib/analytics/proxy';
import { MIN_FILL_MS } from '@/lib/validation/fields';
import { issueFormToken } from './form-token';
import { bookingQuery } from './link';
import { receiveCancel } from './manage';
import { copyOf } from '@/content/localized';
import { receiveBooking, type BookingDeps } from './intake';
import { DEFAULT_AVAILABILITY } from '../calendar/settings';
import { offeredSlots } from '../calendar/slots';
import { findBooking } from '../rules/store';
import { readTypedCookie } from './typed-cookie';
import { isoInZone } from '@/lib/time/zone';

const server = testServerEnv({
  emailjs: emailJsKeys,
  emailjsPrivateKey: 'p',
  leadsWebhookUrl: 'http://127.0.0.1:9/h',
});
const SHOWN = new Date('2026-11-30T03:00:00.000Z');
const SENT = new Date(SHOWN.getTime() + MIN_FILL_MS + 2_000);
const slots = offeredSlots({ settings: DEFAULT_AVAILABILITY, now: SENT.getTime() });
const FIRST = isoInZone(slots[0]!.start);

function post(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  path = '/api/book',
): Request {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:3000',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.7',
      ...headers,
    },
  });
}

const form = (overrides: Record<string, string> = {}) => ({
  ...issueFormToken(SHOWN.getTime()),
  slot: FIRST,
  name: 'Bilal Ahmed',
  email: 'bilal@example.pk',
  whatsapp: '+92 300 1234567',
  service: 'web-development',
  message: 'A new site for our shop',
  tz: 'Asia/Dubai',
  website: '',
  ...overrides,
});

const params = (response: Response) => new URL(response.headers.get('location')!, 'http://x').searchParams;

describeEachEngine('the booking endpoint', (current) => {
  const counted: ServerEvent[] = [];
  const deps = (over: Partial<BookingDeps> = {}): BookingDeps => ({
    server,
    limiter: memoryLimiter(5),
    db: () => current().db,
    now: () => SENT,
    count: (event) => counted.push(event),
    ...over,
  });

  it('stores the booking, then sends the visitor to its own page', async () => {
    const response = await receiveBooking(post(form()), deps());
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/book/confirmed');
    const booking = await findBooking(current().db, location.searchParams.get('b')!);
    expect(booking).toMatchObject({
      status: 'booked',
      time_zone: 'Asia/Dubai',
      name: 'Bilal Ahmed',
      language: 'en',
    });
    expect(Date.parse(booking!.starts_at)).toBe(slots[0]!.start);
    const fields = JSON.parse(booking!.fields) as Record<string, string>;
    expect(fields).toMatchObject({
      whatsapp: '+92 300 1234567',
      call_start: FIRST,
      service: 'web-development',
    });
    expect(fields.subject).toMatch(/Pakistan time/);
    expect(response.headers.get('set-cookie')).toMatch(/book_typed=;.*Max-Age=0/);
    expect(counted.at(-1)).toMatchObject({ name: 'Call Booked', props: { service: 'web-development' } });
  });

  it('books three people behind one address, each with their own mailbox and words, and tells a fourth why not', async () => {
    const people = [
      { name: 'Amna Tariq', email: 'amna@example.pk', message: 'We need a shop website' },
      { name: 'Usman Ali', email: 'usman@example.pk', message: 'Help with our Instagram ads please' },
      { name: 'Hira Khan', email: 'hira@example.pk', message: 'Logo and branding for a bakery' },
      { name: 'Saad Malik', email: 'saad@example.pk', message: 'SEO for a clinic in Lahore' },
    ];
    const answers = [];
    for (const [n, person] of people.entries())
      answers.push(
        await receiveBooking(
          post(
            form({ ...issueFormToken(SHOWN.getTime()), ...person, slot: isoInZone(slots[n * 2]!.start) }),
            {
              'x-forwarded-for': '198.51.100.20',
            },
          ),
          deps(),
        ),
      );
    expect(
      answers.slice(0, 3).map((answer) => new URL(answer.headers.get('location')!, 'http://x').pathname),
    ).toEqual(['/book/confirmed', '/book/confirmed', '/book/confirmed']);
    expect(params(answers[3]!).get('error')).toBe('address');
    expect(copyOf('en', 'book').errors.address).toMatch(/Three calls .* share/);
    expect(copyOf('ur', 'book').errors.address.length).toBeGreaterThan(40);
  });

  it('never counts an address it cannot know: many people book from the unknown bucket', async () => {
    for (const [n, email] of ['a@example.pk', 'b@example.pk', 'c@example.pk', 'd@example.pk'].entries()) {
      const answer = await receiveBooking(
        post(
          form({
            ...issueFormToken(SHOWN.getTime()),
            email,
            message: `Call ${n} about a site`,
            slot: isoInZone(slots[n * 2]!.start),
          }),
          {
            'x-forwarded-for': 'not an address',
          },
        ),
        deps({ limiter: memoryLimiter(50) }),
      );
      expect(new URL(answer.headers.get('location')!, 'http://x').pathname).toBe('/book/confirmed');
    }
  });

  it('books in Urdu to the Urdu page', async () => {
    const response = await receiveBooking(post(form({ language: 'ur' })), deps());
    expect(new URL(response.headers.get('location')!, 'http://x').pathname).toBe('/ur/book/confirmed');
  });

  it('holds a bot’s booking (no page token) without holding the time, and answers the same', async () => {
    const { form_token: _token, ...bot } = form();
    const response = await receiveBooking(post(bot), deps());
    const booking = await findBooking(current().db, params(response).get('b')!);
    expect(booking).toMatchObject({ status: 'held', lead_status: 'spam' });
    const again = await receiveBooking(
      post(form({ email: 'person@example.pk' }), { 'x-forwarded-for': '203.0.113.8' }),
      deps(),
    );
    expect((await findBooking(current().db, params(again).get('b')!))?.status).toBe('booked');
  });

  it('keeps a booked note’s fingerprint, so the same note from another address within the hour is held', async () => {
    const note = 'We run a chain of three bakeries in Gulberg and want online orders with delivery slots.';
    const first = await receiveBooking(post(form({ message: note })), deps());
    expect((await findBooking(current().db, params(first).get('b')!))?.status).toBe('booked');
    const prints = await current().db.selectFrom('message_prints').select('email').execute();
    expect(prints).toEqual([{ email: 'bilal@example.pk' }]);
    const again = await receiveBooking(
      post(form({ message: note, email: 'other@example.pk', slot: isoInZone(slots[1]!.start) }), {
        'x-forwarded-for': '203.0.113.10',
      }),
      deps(),
    );
    const held = await findBooking(current().db, params(again).get('b')!);
    expect(held).toMatchObject({ status: 'held', lead_status: 'spam' });
    const lead = await current()
      .db.selectFrom('leads')
      .select('spam_reason')
      .where('id', '=', held!.lead_id)
      .executeTakeFirst();
    expect(lead?.spam_reason).toMatch(/same text/);
  });

  it('keeps no fingerprint of a booking it refuses', async () => {
    const note = 'We run a chain of three bakeries in Gulberg and want online orders with delivery slots.';
    await receiveBooking(post(form({ message: note })), deps());
    // The same time again: refused as taken, and nothing of it kept.
    const taken = await receiveBooking(
      post(form({ message: `${note} Also a menu page.`, email: 'other@example.pk' }), {
        'x-forwarded-for': '203.0.113.9',
      }),
      deps(),
    );
    expect(params(taken).get('error')).toBe('taken');
    const prints = await current().db.selectFrom('message_prints').select('email').execute();
    expect(prints).toEqual([{ email: 'bilal@example.pk' }]);
  });

  it('holds a form sent sooner than a person could fill it in', async () => {
    const response = await receiveBooking(post(form()), deps({ now: () => new Date(SHOWN.getTime() + 500) }));
    expect((await findBooking(current().db, params(response).get('b')!))?.status).toBe('held');
  });

  it('sends a refused booking back with why and what was typed', async () => {
    const response = await receiveBooking(post(form({ email: 'not an address' })), deps());
    expect(response.status).toBe(303);
    expect(params(response).get('error')).toBe('invalid');
    expect(params(response).get('invalid')).toBe('email');
    expect(params(response).get('slot')).toBe(FIRST);
    expect(response.headers.get('location')).not.toContain('Bilal');
    const cookie = /book_typed=([^;]*)/.exec(response.headers.get('set-cookie')!)![1];
    expect(readTypedCookie(cookie)).toMatchObject({
      name: 'Bilal Ahmed',
      email: 'not an address',
      message: 'A new site for our shop',
    });
    expect(await current().db.selectFrom('leads').select('id').execute()).toEqual([]);
  });

  it('refuses a time already taken, in the past, outside the hours, or from a stale page', async () => {
    await receiveBooking(post(form()), deps());
    const taken = await receiveBooking(post(form(), { 'x-forwarded-for': '203.0.113.9' }), deps());
    expect(params(taken).get('error')).toBe('taken');
    const past = await receiveBooking(post(form({ slot: '2026-11-29T11:00:00+05:00' })), deps());
    expect(params(past).get('error')).toBe('past');
    const outside = await receiveBooking(post(form({ slot: '2026-12-01T03:00:00+05:00' })), deps());
    expect(params(outside).get('error')).toBe('outside');
    const malformed = await receiveBooking(post(form({ slot: 'tomorrow at 11' })), deps());
    expect(params(malformed).get('invalid')).toBe('slot');
    const stale = await receiveBooking(
      post(form()),
      deps({ now: () => new Date(SHOWN.getTime() + 25 * 3_600_000) }),
    );
    expect(params(stale).get('error')).toBe('expired');
    expect(await current().db.selectFrom('bookings').select('id').execute()).toHaveLength(1);
  });

  it('refuses another site’s post and counts each address', async () => {
    const crossSite = await receiveBooking(
      post(form(), { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }),
      deps(),
    );
    expect(crossSite.status).toBe(403);
    const limiter = memoryLimiter(1);
    await receiveBooking(post(form()), deps({ limiter }));
    const over = await receiveBooking(post(form({ slot: isoInZone(slots[1]!.start) })), deps({ limiter }));
    expect(params(over).get('error')).toBe('limit');
    expect(await current().db.selectFrom('bookings').select('id').execute()).toHaveLength(1);
  });

  it('claims nothing booked when the database is down', async () => {
    const down = () => {
      throw new Error('SQLITE_CANTOPEN: unable to open database file');
    };
    const response = await receiveBooking(post(form()), deps({ db: down as never }));
    expect(params(response).get('error')).toBe('unavailable');
  });

  it('moves a booking by its signed link, and refuses a tampered one', async () => {
    const first = params(await receiveBooking(post(form()), deps()));
    const id = first.get('b')!;
    const moveTo = isoInZone(slots[2]!.start);
    const tampered = await receiveBooking(post({ slot: moveTo, b: id, sig: 'x'.repeat(43) }), deps());
    expect(params(tampered).get('error')).toBe('link');
    const moved = await receiveBooking(post({ slot: moveTo, b: id, sig: first.get('sig')! }), deps());
    const newId = params(moved).get('b')!;
    expect(newId).not.toBe(id);
    expect(Date.parse((await findBooking(current().db, newId))!.starts_at)).toBe(slots[2]!.start);
    expect((await findBooking(current().db, id))?.status).toBe('cancelled');
  });

  it('cancels by the signed link only', async () => {
    const first = params(await receiveBooking(post(form()), deps()));
    const id = first.get('b')!;
    const manage = { server, limiter: memoryLimiter(5), db: () => current().db, now: () => SENT };
    const forged = await receiveCancel(
      post(
        { b: id, sig: first.get('sig')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
        {},
        '/api/book/cancel',
      ),
      manage,
    );
    expect(params(forged).get('error')).toBe('link');
    expect((await findBooking(current().db, id))?.status).toBe('booked');
    const cancelled = await receiveCancel(
      post(Object.fromEntries(new URLSearchParams(bookingQuery(id))), {}, '/api/book/cancel'),
      manage,
    );
    expect(new URL(cancelled.headers.get('location')!, 'http://x').pathname).toBe('/book/confirmed');
    expect((await findBooking(current().db, id))?.status).toBe('cancelled');
    // The time is offered again: booking it now succeeds.
    const again = await receiveBooking(
      post(form({ email: 'second@example.pk' }), { 'x-forwarded-for': '203.0.113.10' }),
      deps(),
    );
    expect((await findBooking(current().db, params(again).get('b')!))?.status).toBe('booked');
  });
});
