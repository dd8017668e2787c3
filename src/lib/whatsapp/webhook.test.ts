import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseWebhook, verifyChallenge, verifySignature } from './webhook';

const VERIFY_TOKEN = 'lahore-verify-word';
const APP_SECRET = 'meta-app-secret';

const query = (fields: Record<string, string>) => new URLSearchParams(fields);
/** Signed here by hand, as Meta documents it, not by the module under test. */
const sign = (raw: string | Buffer, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

describe('verifyChallenge', () => {
  const good = { 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' };

  it('answers Meta’s challenge for the right token', () => {
    expect(verifyChallenge(query(good), VERIFY_TOKEN)).toBe('1158201444');
  });

  it('refuses a wrong, longer, shorter or missing token', () => {
    expect(
      verifyChallenge(query({ ...good, 'hub.verify_token': 'lahore-verify-wore' }), VERIFY_TOKEN),
    ).toBeNull();
    expect(
      verifyChallenge(query({ ...good, 'hub.verify_token': `${VERIFY_TOKEN}x` }), VERIFY_TOKEN),
    ).toBeNull();
    expect(verifyChallenge(query({ ...good, 'hub.verify_token': 'lahore' }), VERIFY_TOKEN)).toBeNull();
    expect(verifyChallenge(query({ ...good, 'hub.verify_token': '' }), VERIFY_TOKEN)).toBeNull();
    const { 'hub.verify_token': _token, ...withoutToken } = good;
    expect(verifyChallenge(query(withoutToken), VERIFY_TOKEN)).toBeNull();
  });

  it('refuses any mode but subscribe, and a missing or odd challenge', () => {
    expect(verifyChallenge(query({ ...good, 'hub.mode': 'unsubscribe' }), VERIFY_TOKEN)).toBeNull();
    expect(verifyChallenge(query({ ...good, 'hub.mode': 'Subscribe' }), VERIFY_TOKEN)).toBeNull();
    const { 'hub.mode': _mode, ...withoutMode } = good;
    expect(verifyChallenge(query(withoutMode), VERIFY_TOKEN)).toBeNull();
    expect(verifyChallenge(query({ ...good, 'hub.challenge': '' }), VERIFY_TOKEN)).toBeNull();
    expect(
      verifyChallenge(query({ ...good, 'hub.challenge': '<script>x</script>' }), VERIFY_TOKEN),
    ).toBeNull();
  });

  it('never matches when no verify token is configured', () => {
    expect(verifyChallenge(query({ ...good, 'hub.verify_token': '' }), '')).toBeNull();
  });
});

describe('verifySignature', () => {
  const raw =
    '{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[]}],"name":"\\u0628\\u0646\\u062f"}';

  it('accepts the HMAC-SHA256 of the raw bytes, as a string or a Buffer, in either case of hex', () => {
    expect(verifySignature(raw, sign(raw), APP_SECRET)).toBe(true);
    expect(verifySignature(Buffer.from(raw), sign(raw), APP_SECRET)).toBe(true);
    expect(verifySignature(raw, sign(raw).toUpperCase().replace('SHA256=', 'sha256='), APP_SECRET)).toBe(
      true,
    );
  });

  it('refuses a changed body, another secret, or the body re-serialised', () => {
    expect(verifySignature(`${raw} `, sign(raw), APP_SECRET)).toBe(false);
    expect(verifySignature(raw, sign(raw, 'another-secret'), APP_SECRET)).toBe(false);
    expect(verifySignature(JSON.stringify(JSON.parse(raw)), sign(raw), APP_SECRET)).toBe(false);
  });

  it('refuses a missing or malformed header without throwing', () => {
    const hex = sign(raw).slice('sha256='.length);
    for (const header of [
      null,
      '',
      'sha256=',
      hex,
      `sha1=${hex}`,
      `sha256=${hex.slice(2)}`,
      `sha256=${hex}00`,
      `sha256=${'z'.repeat(64)}`,
      'sha256=00',
    ]) {
      expect(verifySignature(raw, header, APP_SECRET), String(header)).toBe(false);
    }
  });

  it('refuses everything when the app secret is empty', () => {
    expect(verifySignature(raw, sign(raw, ''), '')).toBe(false);
  });
});

/** Meta's frame around changes, as its webhook reference shows it. */
const frame = (...entries: Array<Array<{ field: string; value: unknown }>>) => ({
  object: 'whatsapp_business_account',
  entry: entries.map((changes, index) => ({ id: `10229012934039${index}`, changes })),
});
const metadata = { display_phone_number: '924235761234', phone_number_id: '106540352242922' };

describe('parseWebhook', () => {
  it('reads statuses, with the failed one’s error, and ignores fields it does not know', () => {
    const body = frame([
      {
        field: 'messages',
        value: {
          messaging_product: 'whatsapp',
          metadata,
          statuses: [
            {
              id: 'wamid.HBgMOTIzMDAxMjM0NTY3FQIAERgSQTE=',
              status: 'delivered',
              timestamp: '1764151200',
              recipient_id: '923001234567',
              pricing: { billable: true, pricing_model: 'PMP', type: 'regular', category: 'utility' },
              biz_opaque_callback_data: 'ignored',
            },
            {
              id: 'wamid.HBgMOTIzMDAxMjM0NTY3FQIAERgSQTI=',
              status: 'failed',
              timestamp: '1764151260',
              recipient_id: '923001234567',
              errors: [
                {
                  code: 131026,
                  title: 'Message undeliverable',
                  message: 'Message undeliverable',
                  error_data: { details: 'Message Undeliverable.' },
                  href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
                },
              ],
            },
          ],
        },
      },
    ]);
    expect(parseWebhook(body)).toEqual([
      {
        kind: 'status',
        messageId: 'wamid.HBgMOTIzMDAxMjM0NTY3FQIAERgSQTE=',
        status: 'delivered',
        at: new Date('2025-11-26T10:00:00Z'),
        recipient: '923001234567',
      },
      {
        kind: 'status',
        messageId: 'wamid.HBgMOTIzMDAxMjM0NTY3FQIAERgSQTI=',
        status: 'failed',
        at: new Date('2025-11-26T10:01:00Z'),
        recipient: '923001234567',
        error: { code: 131026, title: 'Message undeliverable', details: 'Message Undeliverable.' },
      },
    ]);
  });

  it('reads replies: text, a template’s quick-reply button, an interactive reply, and others as ""', () => {
    const message = (fields: Record<string, unknown>) => ({
      from: '923001234567',
      timestamp: '1764151200',
      ...fields,
    });
    const body = frame([
      {
        field: 'messages',
        value: {
          messaging_product: 'whatsapp',
          metadata,
          contacts: [{ profile: { name: 'Ayesha' }, wa_id: '923001234567' }],
          messages: [
            message({ id: 'wamid.1', type: 'text', text: { body: 'بند کریں' } }),
            message({
              id: 'wamid.2',
              type: 'button',
              button: { payload: 'STOP', text: 'Stop messages' },
              context: { from: '924235761234', id: 'wamid.0' },
            }),
            message({
              id: 'wamid.3',
              type: 'interactive',
              interactive: { type: 'button_reply', button_reply: { id: 'ok', title: 'OK' } },
            }),
            message({
              id: 'wamid.4',
              type: 'image',
              image: { id: '1479537139650973', mime_type: 'image/jpeg' },
            }),
          ],
        },
      },
    ]);
    const at = new Date('2025-11-26T10:00:00Z');
    expect(parseWebhook(body)).toEqual([
      { kind: 'message', from: '923001234567', messageId: 'wamid.1', at, text: 'بند کریں' },
      { kind: 'message', from: '923001234567', messageId: 'wamid.2', at, text: 'Stop messages' },
      { kind: 'message', from: '923001234567', messageId: 'wamid.3', at, text: 'OK' },
      { kind: 'message', from: '923001234567', messageId: 'wamid.4', at, text: '' },
    ]);
  });

  it('flattens several entries and changes in order, and skips other fields', () => {
    const status = (id: string, status: string) => ({
      id,
      status,
      timestamp: '1764151200',
      recipient_id: '923001234567',
    });
    const body = frame(
      [
        { field: 'messages', value: { statuses: [status('wamid.a', 'sent')] } },
        { field: 'message_template_status_update', value: { event: 'APPROVED', message_template_id: 1 } },
        // Another field's change is not the messages webhook, whatever it holds.
        { field: 'smb_message_echoes', value: { statuses: [status('wamid.echo', 'read')] } },
      ],
      [
        {
          field: 'messages',
          value: { statuses: [status('wamid.b', 'read'), status('wamid.c', 'delivered')] },
        },
      ],
    );
    expect(
      parseWebhook(body).map((event) => event.kind === 'status' && `${event.messageId}:${event.status}`),
    ).toEqual(['wamid.a:sent', 'wamid.b:read', 'wamid.c:delivered']);
  });

  it('leaves out a status or message that does not read, keeping the rest', () => {
    const body = frame([
      {
        field: 'messages',
        value: {
          statuses: [
            { id: 'wamid.a', status: 'deleted', timestamp: '1764151200', recipient_id: '1' },
            { status: 'read', timestamp: '1764151200', recipient_id: '1' },
            { id: 'wamid.b', status: 'read', timestamp: 'yesterday', recipient_id: '1' },
            { id: 'wamid.c', status: 'read', timestamp: '1764151200', recipient_id: '923001234567' },
          ],
          messages: [{ id: 'wamid.d', type: 'text', text: { body: 'hi' } }],
        },
      },
    ]);
    expect(parseWebhook(body)).toEqual([
      expect.objectContaining({ kind: 'status', messageId: 'wamid.c', status: 'read' }),
    ]);
  });

  it('gives nothing for a body that is not Meta’s WhatsApp frame', () => {
    for (const junk of [
      null,
      undefined,
      'STOP',
      42,
      [],
      {},
      { object: 'page', entry: [] },
      { object: 'whatsapp_business_account' },
      { object: 'whatsapp_business_account', entry: 'x' },
    ]) {
      expect(parseWebhook(junk), JSON.stringify(junk)).toEqual([]);
    }
  });
});
