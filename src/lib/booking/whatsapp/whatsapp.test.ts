/**
 * The call on WhatsApp, on both engines, against a fake of the Graph API on loopback: a visitor who
 * ticks the box gets the booked message and reminders on WhatsApp (one who does not, nothing);
 * Meta's message id is kept; the webhook's signed statuses move it on, never back; a forged or
 * unsigned post records nothing; a STOP ends later messages; an undeliverable number fails at once
 * and its reminder goes by e-mail instead, once; a move keeps the number and the call's room.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliverBatch } from '@/lib/leads/pass';
import { describeEachEngine } from '@test-support/engines';
import { testServerEnv } from '@test-support/email-sends';
import { smtpReceiverEachTest } from '@test-support/smtp-receiver-each';
import {
  metaJson,
  replyWebhook,
  startFakeCloudApi,
  statusWebhook,
  type FakeCloudApi,
} from '@test-support/whatsapp-cloud-fake';
import { sendToVisitor } from '../messages/to-visitor';
import { DEFAULT_AVAILABILITY } from '../calendar/settings';
import { heldSpan } from '../calendar/slots';
import { bookCall, cancelBooking, moveBooking, type CallRequest } from '../rules/store';
import { receiveWebhook, verifyWebhook } from './endpoint';
import { minutesBefore } from './message';
import { whatsappOfCalls, whatsappOfLead } from './record';

const MINUTE = 60_000;
const NOW = new Date('2026-11-30T03:00:00.000Z');
const START = Date.parse('2026-12-01T11:30:00+05:00');
const IDS = { token: 'test-token-7f3a', phoneNumberId: '106540352242922', appSecret: 'app-secret-91c2' };
const call = (language = 'en', start = START): CallRequest => ({
  start,
  end: start + 30 * MINUTE,
  span: heldSpan(DEFAULT_AVAILABILITY, start),
  timeZone: 'Asia/Karachi',
  language,
});

const receiver = smtpReceiverEachTest();
let cloud: FakeCloudApi;
beforeAll(async () => {
  cloud = await startFakeCloudApi(IDS);
});
afterAll(() => cloud.close());

const server = () =>
  testServerEnv({
    smtpUrl: receiver().url,
    smtpFrom: 'calls@example.pk',
    whatsapp: { ...IDS, verifyToken: 'verify-me', apiOrigin: cloud.origin },
  });

const signed = (payload: unknown, secret = IDS.appSecret) => {
  const body = metaJson(payload);
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return { body, signature };
};
const post = (payload: unknown, signing: 'valid' | 'wrong' | 'none' = 'valid') => {
  const { body, signature } = signed(payload, signing === 'wrong' ? 'another-secret' : IDS.appSecret);
  return new Request('http://127.0.0.1/api/whatsapp', {
    method: 'POST',
    body,
    headers: signing === 'none' ? {} : { 'x-hub-signature-256': signature },
  });
};

describeEachEngine('WhatsApp messages', (current) => {
  const deliver = (when: Date) =>
    deliverBatch(current(), { server: server(), now: () => when, visitor: sendToVisitor });
  let count = 0;
  const book = (fields: Record<string, string>, language = 'en') =>
    bookCall(current().db, {
      leadId: randomUUID(),
      fields: { name: 'Bilal Ahmed', email: `bilal${(count += 1)}@example.pk`, ...fields },
      call: call(language, START + count * 60 * MINUTE),
      spamReason: undefined,
      server: server(),
      now: NOW,
    });
  const whatsappRows = (bookingId: string) =>
    current()
      .db.selectFrom('deliveries')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .where('channel', '=', 'whatsapp')
      .orderBy('event')
      .execute();
  const webhook = (request: Request) => receiveWebhook(request, { server: server(), db: () => current().db });

  it('sends the booked template to a visitor who ticked the box, and nothing to one who did not', async () => {
    cloud.sent.length = 0;
    const unticked = await book({ whatsapp: '0300 1234567' });
    expect(await whatsappRows(unticked.bookingId)).toEqual([]);
    const ticked = await book({ whatsapp: '۰۳۰۰ ۱۲۳۴۵۶۷', whatsapp_optin: 'yes' });
    const queued = await whatsappRows(ticked.bookingId);
    expect(queued.map((row) => row.event)).toEqual([
      'booking.created',
      'booking.reminder.1440',
      'booking.reminder.60',
    ]);
    await deliver(NOW);
    expect(cloud.sent).toHaveLength(1);
    const [send] = cloud.sent;
    expect(send!.path).toBe(`/v23.0/${IDS.phoneNumberId}/messages`);
    expect(send!.authorization).toBe(`Bearer ${IDS.token}`);
    expect(send!.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '923001234567',
      type: 'template',
      template: { name: 'call_booked', language: { code: 'en' } },
    });
    const parameters = (
      send!.body as { template: { components: { parameters: { text: string }[] }[] } }
    ).template.components[0]!.parameters.map((parameter) => parameter.text);
    expect(parameters[0]).toBe('Bilal Ahmed');
    expect(parameters[1]).toMatch(/Pakistan time/);
    expect(parameters[2]).toMatch(/^WhatsApp call to /);
    expect(parameters[3]).toMatch(/\/book\/confirmed\?b=.+&sig=/);
    const [created] = await whatsappRows(ticked.bookingId);
    expect(created).toMatchObject({ status: 'delivered', message_id: send!.messageId });
  });

  it('takes signed statuses only, moves them on and never back, and stops on STOP', async () => {
    cloud.sent.length = 0;
    const booked = await book({ whatsapp: '+92 300 7654321', whatsapp_optin: 'yes' }, 'ur');
    await deliver(NOW);
    expect(cloud.sent[0]!.body).toMatchObject({ to: '923007654321', template: { language: { code: 'ur' } } });
    const messageId = cloud.sent[0]!.messageId!;
    const status = (value: 'sent' | 'delivered' | 'read') =>
      statusWebhook(IDS, { messageId, status: value, recipient: '923007654321' });
    expect((await webhook(post(status('read'), 'none'))).status).toBe(401);
    expect((await webhook(post(status('read'), 'wrong'))).status).toBe(403);
    expect((await whatsappRows(booked.bookingId))[0]!.message_status).toBeNull();
    expect((await webhook(post(status('read')))).status).toBe(200);
    // Late and repeated: neither undoes `read`.
    expect((await webhook(post(status('sent')))).status).toBe(200);
    expect((await webhook(post(status('read')))).status).toBe(200);
    expect((await whatsappRows(booked.bookingId))[0]!.message_status).toBe('read');

    expect((await webhook(post(replyWebhook(IDS, { from: '923007654321', text: 'بند کریں' })))).status).toBe(
      200,
    );
    const stop = await current().db.selectFrom('whatsapp_stops').selectAll().execute();
    expect(stop.map((row) => row.number)).toEqual(['923007654321']);
    // What the team sees on the lead's page and in Calls: the opt-in, Meta's id and latest status, the STOP.
    const [bookingRow] = await current()
      .db.selectFrom('bookings')
      .selectAll()
      .where('id', '=', booked.bookingId)
      .execute();
    const seen = await whatsappOfLead(current().db, booked.leadId, [bookingRow!]);
    expect(seen).toMatchObject({ to: '923007654321', stop: { said: 'بند کریں' } });
    expect(seen!.messages[0]).toMatchObject({
      kind: 'booked',
      state: 'delivered',
      messageId,
      status: 'read',
    });
    expect(seen!.messages.map((message) => message.kind)).toEqual(['booked', 'reminder', 'reminder']);
    const calls = await whatsappOfCalls(current().db, [bookingRow!, { id: randomUUID(), whatsapp_to: null }]);
    expect([...calls.keys()]).toEqual([booked.bookingId]);
    expect(calls.get(booked.bookingId)).toMatchObject({ stop: { said: 'بند کریں' } });
    expect(await whatsappOfLead(current().db, booked.leadId, [{ whatsapp_to: null }])).toBeUndefined();
    cloud.sent.length = 0;
    await deliver(new Date(START + count * 60 * MINUTE - 60 * MINUTE));
    expect(cloud.sent).toEqual([]);
  });

  it('fails an undeliverable number at once and sends its reminder by e-mail instead, once', async () => {
    const booked = await book({ whatsapp: '0301 1112223', whatsapp_optin: 'yes' });
    await deliver(NOW);
    const due = new Date(START + count * 60 * MINUTE - 60 * MINUTE);
    cloud.failNext(400, 131026, 1);
    receiver().received.length = 0;
    await deliver(due);
    const reminder = (await whatsappRows(booked.bookingId)).find(
      (row) => row.event === 'booking.reminder.60',
    );
    expect(reminder).toMatchObject({ status: 'failed', attempts: 1 });
    expect(reminder!.last_error).toMatch(/131026/);
    await deliver(due);
    // The reminder an hour before failed: it is e-mailed instead, once, however often the queue runs.
    // The one a day before, its turn come an hour before the call, goes no more (too late to be true).
    await deliver(due);
    const to = `bilal${count}@example.pk`;
    const mails = receiver().received.filter(({ mail }) => JSON.stringify(mail.to ?? '').includes(to));
    expect(mails).toHaveLength(1);
    expect(cloud.sent.filter((send) => (send.body as { to?: string }).to === '923011112223')).toHaveLength(2);
    const emailed = await current()
      .db.selectFrom('deliveries')
      .select('event')
      .where('booking_id', '=', booked.bookingId)
      .where('channel', '=', 'visitor')
      .execute();
    expect(emailed.filter((row) => row.event === 'booking.reminder.60')).toHaveLength(1);
  });

  /** The body's values of a template send, in order. */
  const valuesOf = (body: unknown) =>
    (
      body as { template: { components: { parameters: { text: string }[] }[] } }
    ).template.components[0]!.parameters.map((parameter) => parameter.text);
  const sendsTo = (number: string) =>
    cloud.sent.filter((send) => (send.body as { to?: string }).to === number && send.status === 200);

  for (const [language, words] of [
    ['en', { time: /Pakistan time/, before: 'in 1 hour', place: /^WhatsApp call to / }],
    ['ur', { time: /پاکستانی وقت/, before: 'ایک گھنٹے بعد', place: /واٹس ایپ/ }],
  ] as const) {
    it(`sends the moved, reminder and cancelled templates in ${language}, and no reminder of a cancelled call`, async () => {
      cloud.sent.length = 0;
      const number = language === 'en' ? '923214440001' : '923214440002';
      const booked = await book({ whatsapp: `+${number}`, whatsapp_optin: 'yes' }, language);
      await deliver(NOW);
      const moved = await moveBooking(
        current().db,
        booked.bookingId,
        call(language, START + (count + 30) * 60 * MINUTE),
        server(),
        NOW,
      );
      if (!moved.moved) throw new Error('not moved');
      await deliver(NOW);
      const [created, move] = sendsTo(number);
      expect(created!.body).toMatchObject({
        template: { name: 'call_booked', language: { code: language } },
      });
      expect(move!.body).toMatchObject({ template: { name: 'call_moved', language: { code: language } } });
      const [name, time, place, link] = valuesOf(move!.body);
      expect(name).toBe('Bilal Ahmed');
      expect(time).toMatch(words.time);
      expect(place).toMatch(words.place);
      expect(link).toContain(`b=${moved.bookingId}&sig=`);

      // The moved call's reminder an hour before its new time, saying so.
      const movedStart = START + (count + 30) * 60 * MINUTE;
      await deliver(new Date(movedStart - 60 * MINUTE));
      const reminder = sendsTo(number).find(
        (send) => (send.body as { template: { name: string } }).template.name === 'call_reminder',
      );
      expect(reminder!.body).toMatchObject({ template: { language: { code: language } } });
      expect(valuesOf(reminder!.body).slice(0, 2)).toEqual(['Bilal Ahmed', words.before]);
      // The first time's reminders never go: the call moved.
      expect(sendsTo(number).filter((send) => send === reminder)).toHaveLength(1);

      expect(await cancelBooking(current().db, moved.bookingId, server(), NOW)).toBe('cancelled');
      await deliver(NOW);
      const cancel = sendsTo(number).at(-1)!;
      expect(cancel.body).toMatchObject({
        template: { name: 'call_cancelled', language: { code: language } },
      });
      expect(valuesOf(cancel.body)[2]).toMatch(language === 'en' ? /\/book$/ : /\/ur\/book$/);
      const sentBefore = sendsTo(number).length;
      await deliver(new Date(movedStart - 10 * MINUTE));
      expect(sendsTo(number)).toHaveLength(sentBefore);
      expect(
        sendsTo(number).map((send) => (send.body as { template: { name: string } }).template.name),
      ).toEqual(['call_booked', 'call_moved', 'call_reminder', 'call_cancelled']);
    });
  }

  it('tries again after a 5xx from Meta, with back-off, and sends once', async () => {
    cloud.sent.length = 0;
    const booked = await book({ whatsapp: '+923214440003', whatsapp_optin: 'yes' });
    cloud.failNext(503, 2);
    await deliver(NOW);
    const [created] = (await whatsappRows(booked.bookingId)).filter((row) => row.event === 'booking.created');
    expect(created).toMatchObject({ status: 'pending', attempts: 1, message_id: null });
    expect(created!.last_error).toMatch(/503/);
    // Not before its back-off (a minute after the first try).
    await deliver(new Date(NOW.getTime() + 30_000));
    expect(sendsTo('923214440003')).toHaveLength(0);
    await deliver(new Date(NOW.getTime() + 61_000));
    await deliver(new Date(NOW.getTime() + 62_000));
    expect(sendsTo('923214440003')).toHaveLength(1);
    const [after] = (await whatsappRows(booked.bookingId)).filter((row) => row.event === 'booking.created');
    expect(after).toMatchObject({
      status: 'delivered',
      attempts: 2,
      message_id: sendsTo('923214440003')[0]!.messageId,
    });
  });

  it('keeps the number and the call’s Jitsi room through a move', async () => {
    const booked = await book({});
    const before = await current()
      .db.selectFrom('bookings')
      .selectAll()
      .where('id', '=', booked.bookingId)
      .executeTakeFirstOrThrow();
    expect(before.place_kind).toBe('jitsi');
    expect(before.place_url).toMatch(/^https:\/\/meet\.jit\.si\/RaviDigitalCall[0-9a-f]{32}$/);
    const moved = await moveBooking(
      current().db,
      booked.bookingId,
      call('en', START + 20 * 60 * MINUTE),
      server(),
      NOW,
    );
    if (!moved.moved) throw new Error('not moved');
    const after = await current()
      .db.selectFrom('bookings')
      .selectAll()
      .where('id', '=', moved.bookingId)
      .executeTakeFirstOrThrow();
    expect(after.place_url).toBe(before.place_url);
  });
});

it('answers Meta’s verification for the right token only, and nothing without WhatsApp set', () => {
  const url = (token: string) =>
    `http://127.0.0.1/api/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
  const settings = testServerEnv({
    whatsapp: { ...IDS, verifyToken: 'verify-me', apiOrigin: 'http://127.0.0.1:9' },
  });
  expect(verifyWebhook(new Request(url('verify-me')), { server: settings }).status).toBe(200);
  expect(verifyWebhook(new Request(url('wrong')), { server: settings }).status).toBe(403);
  expect(verifyWebhook(new Request(url('verify-me')), { server: testServerEnv() }).status).toBe(404);
});

it('says how long before the call a reminder truly is when it goes late', () => {
  const start = Date.parse('2026-12-01T11:30:00+05:00');
  const at = (minutesLeft: number) => start - minutesLeft * MINUTE;
  // On time, give or take the queue's minutes: its own lead.
  expect(minutesBefore('booking.reminder.60', start, at(58))).toBe(60);
  expect(minutesBefore('booking.reminder.1440', start, at(1437))).toBe(1440);
  // Held up: the time left, in hours past an hour and a half, else to five minutes.
  expect(minutesBefore('booking.reminder.1440', start, at(185))).toBe(180);
  expect(minutesBefore('booking.reminder.60', start, at(41))).toBe(40);
  expect(minutesBefore('booking.reminder.60', start, at(2))).toBe(5);
});
