/**
 * A booking's events as the queue sends them: the webhook's `booking.created` and
 * `booking.cancelled` bodies, each with its own Standard Webhooks id (the same on every retry) and
 * a signature a receiver's verifier accepts; the e-mail with the booking template and the call's time.
 */
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import { emailJsKeys, testServerEnv } from '@test-support/email-sends';
import type { Booking, Delivery, Lead } from '@/lib/db/schema';
import { sendDelivery } from '@/lib/leads/send';

const secret = 'whsec_' + Buffer.from('a-webhook-secret-of-32-bytes-ok!').toString('base64');
const server = testServerEnv({
  emailjs: emailJsKeys,
  emailjsPrivateKey: 'private',
  bookingTemplateId: 'booking-template',
  leadsWebhookUrl: 'https://crm.example/hooks',
  leadsWebhookSecret: secret,
});
const lead = {
  id: '11111111-1111-4111-8111-111111111111',
  received_at: '2026-11-30T03:00:05.000Z',
  form: 'booking',
  path: 'booking',
  name: 'Bilal Ahmed',
  email: 'bilal@example.pk',
  subject: 'Consultation call',
  message: 'Hello',
  language: 'en',
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  landing_page: null,
  referrer_host: null,
  fields: JSON.stringify({
    name: 'Bilal Ahmed',
    email: 'bilal@example.pk',
    call_start: '2026-12-01T11:00:00+05:00',
  }),
  browser_outcome: null,
  status: 'new',
  spam_reason: null,
  spam_check: null,
} satisfies Lead;
const booking: Booking = {
  id: '22222222-2222-4222-8222-222222222222',
  lead_id: lead.id,
  starts_at: '2026-12-01T06:00:00.000Z',
  ends_at: '2026-12-01T06:30:00.000Z',
  expires_at: null,
  status: 'cancelled',
  time_zone: 'Europe/London',
  language: 'en',
  created_at: '2026-11-30T03:00:05.000Z',
  cancelled_at: '2026-11-30T04:00:00.000Z',
  moved_to: null,
  sequence: 0,
  mailbox: null,
  visitor: null,
  whatsapp_to: null,
  place_kind: null,
  place_url: null,
};
const delivery = (channel: Delivery['channel'], event: Delivery['event']): Delivery => ({
  id: `33333333-3333-4333-8333-33333333333${channel === 'email' ? 1 : 2}`,
  lead_id: lead.id,
  channel,
  status: 'pending',
  attempts: 0,
  next_attempt_at: null,
  claimed_until: null,
  claim_id: null,
  last_error: null,
  created_at: lead.received_at,
  updated_at: lead.received_at,
  event,
  booking_id: booking.id,
  message_id: null,
  message_status: null,
});

describe('a booking’s events', () => {
  it('posts booking.cancelled with the booking, under the delivery’s own id, verifiably signed', async () => {
    const send = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    const hook = delivery('webhook', 'booking.cancelled');
    const outcome = await sendDelivery(hook, lead, { server, fetch: send }, booking);
    expect(outcome.ok).toBe(true);
    const init = send.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(headers['webhook-id']).toBe(hook.id);
    const body = new Webhook(secret).verify(String(init.body), headers) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'booking.cancelled',
      id: lead.id,
      form: 'booking',
      booking: {
        id: booking.id,
        status: 'cancelled',
        sequence: booking.sequence,
        starts_at: '2026-12-01T06:00:00.000Z',
        ends_at: '2026-12-01T06:30:00.000Z',
        time_zone: 'Europe/London',
        moved_to: null,
      },
    });
  });

  it('e-mails with the booking template and the call’s time in Pakistan time', async () => {
    const send = vi.fn<typeof fetch>(async () => new Response('OK'));
    await sendDelivery(delivery('email', 'booking.created'), lead, { server, fetch: send }, booking);
    const body = JSON.parse(String(send.mock.calls[0]![1]!.body)) as {
      template_id: string;
      template_params: Record<string, string>;
    };
    expect(body.template_id).toBe('booking-template');
    expect(body.template_params).toMatchObject({
      name: 'Bilal Ahmed',
      booking_event: 'booked',
      call_start: '2026-12-01T11:00:00+05:00',
      call_time_zone: 'Europe/London',
    });
    expect(body.template_params.call_time).toBe('Tuesday, 1 December 2026 at 11:00 (Pakistan time)');
  });

  it('fails, to be retried, when the booking is gone', async () => {
    const outcome = await sendDelivery(delivery('webhook', 'booking.created'), lead, {
      server,
      fetch: vi.fn() as never,
    });
    expect(outcome).toMatchObject({ ok: false });
  });
});
