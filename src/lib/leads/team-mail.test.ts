/**
 * The team's e-mail over SMTP (TEAM_EMAIL), end to end on both engines: a lead stored with what it
 * is owed, the deliveries queue sending it to a real SMTP server on loopback, and the message read
 * back with mailparser: its headers, its two parts with the visitor's hostile text inert, a relay
 * that refuses once (retried, sent once), no such delivery without TEAM_EMAIL, a lead held as spam
 * sent only after "not spam", and a booked call told the same way.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ServerEnv } from '@/env';
import { DEFAULT_AVAILABILITY } from '@/lib/booking/calendar/settings';
import { heldSpan } from '@/lib/booking/calendar/slots';
import { bookCall, cancelBooking } from '@/lib/booking/rules/store';
import type { LeadForm, LeadPath } from '@/lib/db/schema';
import { describeEachEngine } from '@test-support/engines';
import { emailJsKeys, testServerEnv } from '@test-support/email-sends';
import { smtpReceiverEachTest } from '@test-support/smtp-receiver-each';
import { deliveriesFor, owedOnRelease } from './channels';
import { deliveryAttempts } from './deliveries';
import { deliverBatch } from './pass';
import { releaseHeldLead } from './release';
import { saveLead } from './store';

const NOW = new Date('2026-11-30T05:00:00.000Z');
/** Just past the queue's first back-off (a minute). */
const RETRY_AFTER_MS = 61_000;
const TEAM = ['leads@ravidigital.pk', 'sales@ravidigital.pk'];

const hostile = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  whatsapp: '+92 300 1234567',
  subject: 'SEO',
  message: "<script>alert(1)</script>\n=cmd|' /C calc'!A0",
  landing_page: '/services/seo?<b>x</b>',
};

const receiver = smtpReceiverEachTest();

const withTeam = (overrides: Partial<ServerEnv> = {}) =>
  testServerEnv({
    smtpUrl: receiver().url,
    smtpFrom: 'Ravi Digital <site@example.pk>',
    teamEmail: TEAM,
    ...overrides,
  });

describeEachEngine('the team’s e-mail over SMTP', (current) => {
  const deliver = (server: ServerEnv, when: Date) => deliverBatch(current(), { server, now: () => when });
  const store = (
    server: ServerEnv,
    fields: Record<string, string> = hostile,
    { form = 'contact', path = 'no-script', spam }: { form?: LeadForm; path?: LeadPath; spam?: string } = {},
  ) =>
    saveLead(
      current().db,
      { form, path, fields, spamReason: spam },
      // As the intake does (src/lib/intake/store-lead.ts): a held lead is owed nothing yet.
      spam ? [] : deliveriesFor(path, form, server),
      NOW,
    );
  const teamDeliveries = (leadId: string) =>
    current()
      .db.selectFrom('deliveries')
      .selectAll()
      .where('lead_id', '=', leadId)
      .where('channel', '=', 'team-smtp')
      .execute();

  it('sends a lead from SMTP_FROM to TEAM_EMAIL alone, replying to the visitor, with both parts and a link to the inbox', async () => {
    const { id } = await store(withTeam());
    expect(await deliver(withTeam(), NOW)).toMatchObject({ delivered: 1, failed: 0 });
    expect(receiver().received).toHaveLength(1);
    const { mail, rcptTo, mailFrom } = receiver().received[0]!;
    // The visitor's address is in Reply-To only: the relay is asked to deliver to the team alone.
    expect(rcptTo).toEqual(TEAM);
    expect(mailFrom).toBe('site@example.pk');
    expect(mail.from?.value[0]?.address).toBe('site@example.pk');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map(({ address }) => address) : []).toEqual(
      TEAM,
    );
    expect(mail.replyTo?.value[0]).toMatchObject({ address: 'ayesha@example.pk', name: 'Ayesha Khan' });
    expect(mail.cc).toBeUndefined();
    const [delivery] = await teamDeliveries(id);
    expect(mail.messageId).toBe(`<${delivery!.id}@localhost>`);
    expect(mail.subject).toBe('New enquiry from Ayesha Khan: SEO');
    const inbox = `http://localhost:3000/admin/leads/${id}`;
    expect(mail.text).toContain('Name: Ayesha Khan');
    expect(mail.text).toContain('Phone: +92 300 1234567');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.text).toContain("=cmd|' /C calc'!A0");
    // 10:00 in Pakistan (UTC+5) on a Monday.
    expect(mail.text).toContain('Received: Mon, 30 Nov 2026, 10:00 (Pakistan time)');
    expect(mail.text).toContain(inbox);
    const html = String(mail.html);
    expect(html).not.toMatch(/<script|<b>/i);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;<br>=cmd|&#39; /C calc&#39;!A0');
    expect(html).toContain('/services/seo?&#60;b&#62;x&#60;/b&#62;');
    expect(html).toContain(`<a href="${inbox}"`);
    expect(await deliveryAttempts(current().db, id, 'team-smtp')).toMatchObject([{ ok: 1 }]);
  });

  it('keeps a field that tries to add a header on one line, and the message to the team alone', async () => {
    const injected = {
      ...hostile,
      name: 'Ayesha\r\nBcc: thief@example.com',
      subject: 'SEO\r\nBcc: thief@example.com',
    };
    await store(withTeam(), injected);
    await deliver(withTeam(), NOW);
    const { mail, rcptTo } = receiver().received[0]!;
    expect(rcptTo).toEqual(TEAM);
    expect(mail.bcc).toBeUndefined();
    expect(mail.subject).toBe('New enquiry from Ayesha Bcc: thief@example.com: SEO Bcc: thief@example.com');
    expect(mail.replyTo?.value[0]?.address).toBe('ayesha@example.pk');
  });

  it('retries a relay that refuses (451) on the queue’s back-off, and sends the message once', async () => {
    const { id } = await store(withTeam());
    receiver().refuseNext(1);
    expect(await deliver(withTeam(), NOW)).toMatchObject({ delivered: 0, retrying: 1 });
    expect(receiver().received).toHaveLength(0);
    // Not due again before its back-off.
    expect(await deliver(withTeam(), new Date(NOW.getTime() + 1000))).toMatchObject({ claimed: 0 });
    expect(await deliver(withTeam(), new Date(NOW.getTime() + RETRY_AFTER_MS))).toMatchObject({
      delivered: 1,
    });
    expect(await deliver(withTeam(), new Date(NOW.getTime() + 2 * RETRY_AFTER_MS))).toMatchObject({
      claimed: 0,
    });
    expect(receiver().refused()).toBe(1);
    expect(receiver().received).toHaveLength(1);
    const attempts = await deliveryAttempts(current().db, id, 'team-smtp');
    expect(attempts.map(({ ok }) => ok)).toEqual([0, 1]);
    expect(attempts[0]?.error).toMatch(/451/);
    expect(await teamDeliveries(id)).toMatchObject([{ status: 'delivered', attempts: 2 }]);
  });

  it('queues no such delivery without TEAM_EMAIL or without SMTP_URL, and EmailJS is owed its e-mail as before', async () => {
    const emailjs = { emailjs: emailJsKeys, emailjsPrivateKey: 'private' };
    for (const server of [
      withTeam({ teamEmail: undefined, ...emailjs }),
      withTeam({ smtpUrl: undefined, ...emailjs }),
    ]) {
      const { id } = await store(server);
      expect(await teamDeliveries(id)).toEqual([]);
      const channels = await current()
        .db.selectFrom('deliveries')
        .select('channel')
        .where('lead_id', '=', id)
        .execute();
      expect(channels).toEqual([{ channel: 'email' }]);
    }
    const both = await store(withTeam(emailjs));
    const owed = await current()
      .db.selectFrom('deliveries')
      .select('channel')
      .where('lead_id', '=', both.id)
      .execute();
    expect(owed.map(({ channel }) => channel).sort()).toEqual(['email', 'team-smtp']);
  });

  it('sends a subscription, and a lead from the embedded endpoint, which EmailJS never gets', async () => {
    await store(withTeam(), { email: 'reader@example.pk' }, { form: 'subscribe', path: 'embedded' });
    expect(await deliver(withTeam(), NOW)).toMatchObject({ delivered: 1 });
    const { mail } = receiver().received[0]!;
    expect(mail.subject).toBe('New subscription: reader@example.pk');
    expect(mail.replyTo?.value[0]?.address).toBe('reader@example.pk');
  });

  it('sends nothing for a lead held as spam, and sends it once a member says "not spam"', async () => {
    const { id } = await store(withTeam(), hostile, { spam: 'links in the message' });
    expect(await teamDeliveries(id)).toEqual([]);
    expect(await deliver(withTeam(), NOW)).toMatchObject({ claimed: 0 });
    expect(receiver().received).toHaveLength(0);
    await releaseHeldLead(current().db, id, { owed: owedOnRelease(withTeam()), now: NOW });
    expect(await deliver(withTeam(), NOW)).toMatchObject({ delivered: 1 });
    expect(receiver().received).toHaveLength(1);
    expect(receiver().received[0]?.mail.subject).toBe('New enquiry from Ayesha Khan: SEO');
  });

  it('tells the team of a booked call and of its cancellation, with its time in Pakistan time', async () => {
    const start = Date.parse('2026-12-01T11:30:00+05:00');
    const booked = await bookCall(current().db, {
      leadId: randomUUID(),
      fields: {
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        service: 'SEO',
        whatsapp: '+92 300 1234567',
      },
      call: {
        start,
        end: start + 30 * 60_000,
        span: heldSpan(DEFAULT_AVAILABILITY, start),
        timeZone: 'Asia/Karachi',
        language: 'en',
      },
      spamReason: undefined,
      server: withTeam(),
      now: NOW,
    });
    expect(await teamDeliveries(booked.leadId)).toMatchObject([{ event: 'booking.created' }]);
    await deliver(withTeam(), NOW);
    const team = receiver().received.filter(({ rcptTo }) => rcptTo.includes(TEAM[0]!));
    expect(team).toHaveLength(1);
    const { mail } = team[0]!;
    expect(mail.subject).toBe('Call booked by Ayesha Khan: Tue, 1 Dec 2026, 11:30 (Pakistan time)');
    expect(mail.text).toContain('Service: SEO');
    expect(mail.text).toContain('Call: Tuesday, 1 December 2026 at 11:30 (Pakistan time)');
    await cancelBooking(current().db, booked.bookingId, withTeam(), NOW);
    await deliver(withTeam(), NOW);
    const told = receiver().received.filter(({ rcptTo }) => rcptTo.includes(TEAM[0]!));
    expect(told.map(({ mail: { subject } }) => subject)).toEqual([
      'Call booked by Ayesha Khan: Tue, 1 Dec 2026, 11:30 (Pakistan time)',
      'Call with Ayesha Khan cancelled: Tue, 1 Dec 2026, 11:30 (Pakistan time)',
    ]);
    expect(told[1]?.mail.html).toContain('Call cancelled');
  });
});
