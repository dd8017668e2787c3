/**
 * A flood of bookings through the booking form, on a server of its own with the relay set (so the
 * day's cap, once reached, lets a few wait for e-mail confirmation: the default 'over-cap' mode):
 * 20 visitors, each from an address of its own on loopback (e2e/loopback-client.ts), book at once,
 * five rounds, each with their own name and mailbox, as a browser without JavaScript posts the
 * form. The flood holds the day's cap and the few allowed to wait, and nothing more of the times on
 * offer (the share of them, at most a tenth with the default cap, is limits.test.ts's, on a fixed
 * date: how many times two weeks offer depends on the hour and the days off); the rest are told
 * the calendar is full, and the team's Calls page shows the flood notice and the waiting bookings
 * with the button that releases them.
 */
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readServerEnv } from '@/env';
import { currentOffer } from '@/lib/booking/calendar/availability-now';
import { DEFAULT_AVAILABILITY } from '@/lib/booking/calendar/settings';
import { pendingCeiling, turnedAwayToday } from '@/lib/booking/rules/limits';
import { connect, type Connection } from '@/lib/db/connection';
import { startSmtpReceiver, type SmtpReceiver } from '@test-support/smtp-receiver';
import { parsePage, textOf } from '@test-support/served';
import { eventually } from '../instances-site';
import { bookingForm } from './forms';
import { postFrom } from '../loopback-client';
import { staysBookable } from '../slot-times';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR, type TestServer } from '../next-server';
import { addMemberWithPasswordSet } from '../team-member';

const AUTH_SECRET = 'booking-flood-auth-secret-0123456789-abcdefgh';
const PASSWORD = 'a long enough test password';
const ADDRESSES = 20;
const ROUNDS = 5;
/** A person takes a few seconds to fill the form in (quicker is a script's pace, and is refused). */
const FILLING_IN_MS = 3_500;
/** Five rounds of twenty, a person's pace each, on a busy machine; then `npm run team`. */
const FLOOD_TEST_MS = 240_000;

describe('a flood of bookings from twenty addresses', () => {
  let dir: string;
  let file: string;
  let server: TestServer;
  let relay: SmtpReceiver;
  let store: Connection;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'booking-flood-'));
    file = path.join(dir, 'site.db');
    relay = await startSmtpReceiver();
    server = await startNextServer(TEST_BUILD_DIR, (origin) => ({
      ...CLEAN_SETTINGS,
      SQLITE_PATH: file,
      SMTP_URL: relay.url,
      BETTER_AUTH_SECRET: AUTH_SECRET,
      BETTER_AUTH_URL: origin,
    }));
    store = connect({ engine: 'sqlite', file });
  });

  afterAll(async () => {
    await store?.close();
    await server?.stop();
    await relay?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test(
    'holds the day’s cap and one waiting, and no other time; the rest are told the calendar is full; Calls shows it',
    async () => {
      // What the calendar offers, read before and after the flood at one instant.
      const at = Date.now();
      const offerAt = async () =>
        (await currentOffer(store.db, readServerEnv({ SMTP_URL: relay.url }), at)).slots.length;
      const offered = await offerAt();
      expect(offered).toBeGreaterThan(ADDRESSES * 2);
      const answers: string[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const forms = await Promise.all(Array.from({ length: ADDRESSES }, () => bookingForm(server.origin)));
        await new Promise((resolve) => setTimeout(resolve, FILLING_IN_MS));
        answers.push(
          ...(await Promise.all(
            forms.map(async ({ hidden, slots }, n) => {
              const lasting = slots.filter((slot) => staysBookable(slot));
              const answer = await postFrom({
                from: `127.0.3.${n + 1}`,
                url: `${server.origin}/api/book`,
                headers: { origin: server.origin },
                body: new URLSearchParams({
                  ...hidden,
                  // Each takes a time of its own from what its page offered.
                  slot: lasting[n] ?? '',
                  name: `Visitor ${round}-${n} ${randomInt(1e6)}`,
                  email: `visitor-${round}-${n}-${randomInt(1e6)}@example.pk`,
                  website: '',
                }),
              });
              expect(answer.status, answer.body).toBe(303);
              const location = new URL(answer.headers.location ?? '', server.origin);
              return location.pathname === '/book/confirmed'
                ? 'booked or waiting'
                : `refused: ${location.searchParams.get('error')}`;
            }),
          )),
        );
      }

      const rows = await store.db.selectFrom('bookings').select(['status', 'expires_at']).execute();
      const booked = rows.filter((row) => row.status === 'booked').length;
      const waiting = rows.filter(
        (row) => row.status === 'pending' && Date.parse(row.expires_at ?? '') > Date.now(),
      ).length;
      const counts = Object.fromEntries(
        [...new Set(answers)].map((kind) => [kind, answers.filter((each) => each === kind).length]),
      );
      console.log(
        `[flood] ${ADDRESSES} addresses × ${ROUNDS} rounds, ${offered} times offered: ${booked} booked, ` +
          `${waiting} waiting, answers ${JSON.stringify(counts)}`,
      );
      expect(booked).toBe(DEFAULT_AVAILABILITY.dailyCap);
      expect(waiting).toBe(pendingCeiling(DEFAULT_AVAILABILITY.dailyCap));
      expect(await offerAt()).toBe(offered - booked - waiting);
      expect(counts).toEqual({
        'booked or waiting': booked + waiting,
        'refused: full': ADDRESSES * ROUNDS - booked - waiting,
      });
      // The team hears of it: every booking past the cap, waiting or turned away, is counted once.
      expect((await turnedAwayToday(store.db))?.count).toBe(ADDRESSES * ROUNDS - booked);
      // Each booked visitor gets their invite, the waiting one the confirm link; the turned away, nothing.
      await eventually('the visitors’ e-mails', () => relay.received.length >= booked + waiting, 60_000);
      const recipients = relay.received.flatMap((each) => each.rcptTo);
      expect(recipients).toHaveLength(booked + waiting);
      expect(new Set(recipients).size).toBe(booked + waiting);

      // The refused page says why, in words.
      const refusedPage = parsePage(await (await fetch(`${server.origin}/book?error=full`)).text());
      expect(textOf(refusedPage.querySelector('main'))).toMatch(/full/i);

      // Calls, signed in as the owner: the flood notice and the waiting booking, with its button.
      const owner = `owner-${randomInt(1e9)}@agency.test`;
      await addMemberWithPasswordSet(
        {
          ...CLEAN_SETTINGS,
          SQLITE_PATH: file,
          BETTER_AUTH_SECRET: AUTH_SECRET,
          BETTER_AUTH_URL: server.origin,
        },
        owner,
        PASSWORD,
        true,
      );
      const signedIn = await postFrom({
        from: '127.0.3.100',
        url: `${server.origin}/api/auth/sign-in/email`,
        body: { email: owner, password: PASSWORD },
        headers: { origin: server.origin },
      });
      expect(signedIn.status).toBe(200);
      const cookie = (signedIn.headers['set-cookie'] ?? []).map((each) => each.split(';')[0]).join('; ');
      const calls = parsePage(
        await (await fetch(`${server.origin}/admin/calls`, { headers: { cookie } })).text(),
      );
      const text = textOf(calls.querySelector('main'));
      expect(text).toContain(`Today’s limit on new bookings was reached at`);
      expect(text).toContain(`${ADDRESSES * ROUNDS - booked} came past it`);
      expect(text).toMatch(/1 booking is waiting for the visitor to confirm/);
      expect(Array.from(calls.querySelectorAll('button')).map((button) => textOf(button))).toContain(
        'Release it',
      );
    },
    FLOOD_TEST_MS,
  );
});
