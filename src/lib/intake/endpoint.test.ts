import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as sendFormEndpoint } from '@/app/api/v1.0/email/send-form/route';
import { POST as noScriptEndpoint } from '@/app/api/contact/route';
import { POST as confirmEndpoint } from '@/app/api/contact/confirm/route';
import { GET as health } from '@/app/api/health/route';
import { connection, db } from '@/lib/db/connection';
import { migrateToLatest } from '@/lib/db/migrate';
import { MIN_CONFIRM_MS, pageToken } from '@/lib/intake/confirm';
import { PROOF_FAILURES } from '@/lib/intake/proof';
import { SPAM_REASONS } from '@/lib/intake/spam';
import { leadFields } from '@/lib/leads/store';
import { contactMessage, sdkFields } from '@test-support/email-sends';
import { PROOF_FIELD, solvedProof } from '@test-support/form-proof';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'endpoint-'));
  // The routes open the process's own store: a SQLite file of this test's.
  process.env.SQLITE_PATH = path.join(dir, 'site.db');
  await migrateToLatest(db());
  // Every request here comes from one address; the limit itself is tested in no-script.test.ts
  // and sdk-endpoint.test.ts.
  process.env.FORM_RATE_LIMIT = '1000';
});
afterAll(async () => {
  await connection().close();
  delete process.env.SQLITE_PATH;
  delete process.env.FORM_RATE_LIMIT;
  await rm(dir, { recursive: true, force: true });
});

const sdk = sdkFields;
const contact = contactMessage;

function multipart(fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request('http://127.0.0.1/api/v1.0/email/send-form', { method: 'POST', body });
}

interface Stored {
  id: string;
  template: string;
  fields: Record<string, string>;
  status: string;
  spamReason: string | null;
  /** The channels of the deliveries queued for it. */
  owed: string[];
}

/** The stored leads, oldest first: the form and fields they were received with, and the verdict. */
async function stored(): Promise<Stored[]> {
  const leads = await db().selectFrom('leads').selectAll().orderBy('received_at').execute();
  const deliveries = await db().selectFrom('deliveries').select(['lead_id', 'channel']).execute();
  return leads.map((lead) => ({
    id: lead.id,
    template: lead.form,
    fields: leadFields(lead),
    status: lead.status,
    spamReason: lead.spam_reason,
    owed: deliveries.filter((delivery) => delivery.lead_id === lead.id).map((delivery) => delivery.channel),
  }));
}

describe('POST /api/v1.0/email/send-form (embedded mode)', () => {
  it('stores a person’s contact message (hidden field empty, proof solved) as new and answers 200 OK', async () => {
    const proof = await solvedProof('contact');
    const response = await sendFormEndpoint(
      multipart({ ...contact, website: '', [PROOF_FIELD]: proof, ...sdk }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('OK');
    const last = (await stored()).at(-1);
    expect(last).toMatchObject({ template: 'contact', fields: contact, status: 'new', spamReason: null });
    expect(last?.fields).not.toHaveProperty('user_id');
    expect(last?.fields).not.toHaveProperty(PROOF_FIELD);
  });

  it('stores a subscription by its template id', async () => {
    const proof = await solvedProof('subscribe');
    const response = await sendFormEndpoint(
      multipart({
        email: 'news@example.pk',
        website: '',
        [PROOF_FIELD]: proof,
        ...sdk,
        template_id: 'embedded-subscribe',
      }),
    );
    expect(response.status).toBe(200);
    expect((await stored()).at(-1)).toMatchObject({
      template: 'subscribe',
      fields: { email: 'news@example.pk' },
      status: 'new',
    });
  });

  it.each(['lib_version', 'service_id', 'template_id', 'user_id'])('400 without %s', async (field) => {
    const { [field as keyof typeof sdk]: _dropped, ...rest } = sdk;
    const response = await sendFormEndpoint(multipart({ ...contact, ...rest }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(field);
  });

  it('400 for unknown ids, missing fields, bad e-mail, over-long fields and non-form bodies', async () => {
    const before = (await stored()).length;
    const cases: [Request, string][] = [
      [multipart({ ...contact, ...sdk, template_id: 'other' }), 'template'],
      [multipart({ ...contact, ...sdk, user_id: 'someone' }), 'user_id'],
      [multipart({ ...contact, message: '', ...sdk }), 'message is required'],
      [multipart({ ...contact, email: 'nope', ...sdk }), 'email'],
      [multipart({ ...contact, name: 'n'.repeat(101), ...sdk }), 'name must be at most 100'],
      [
        new Request('http://x/', {
          method: 'POST',
          body: JSON.stringify(contact),
          headers: { 'content-type': 'application/json' },
        }),
        'multipart',
      ],
      [
        new Request('http://x/', {
          method: 'POST',
          body: '--zzz\r\nbroken',
          headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
        }),
        'not a readable form',
      ],
    ];
    for (const [request, text] of cases) {
      const response = await sendFormEndpoint(request);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(text);
    }
    expect((await stored()).length).toBe(before);
  });

  it('413 for a body over 64 KB, declared or not', async () => {
    const big = multipart({ ...contact, ...sdk, message: 'x'.repeat(70 * 1024) });
    expect((await sendFormEndpoint(big)).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 80; index += 1) controller.enqueue(new Uint8Array(1024).fill(97));
        controller.close();
      },
    });
    const undeclared = new Request('http://x/', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      duplex: 'half',
    } as RequestInit);
    expect((await sendFormEndpoint(undeclared)).status).toBe(413);
  });

  it('answers OK to a bot that filled the honeypot, and keeps its message as spam, owed nothing', async () => {
    const proof = await solvedProof('contact');
    const response = await sendFormEndpoint(
      multipart({ ...contact, website: 'http://spam', [PROOF_FIELD]: proof, ...sdk }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect((await stored()).at(-1)).toMatchObject({
      fields: contact,
      status: 'spam',
      spamReason: SPAM_REASONS.honeypotFilled,
      owed: [],
    });
  });

  it('answers OK to a post without a form token, and keeps it as spam', async () => {
    const response = await sendFormEndpoint(multipart({ ...contact, website: '', ...sdk }));
    expect(await response.text()).toBe('OK');
    expect((await stored()).at(-1)).toMatchObject({
      status: 'spam',
      spamReason: PROOF_FAILURES.missing,
      owed: [],
    });
  });
});

describe('POST /api/contact (no JavaScript)', () => {
  const form = (fields: Record<string, string>, query = '', referer?: string) =>
    new Request(`http://127.0.0.1:3000/api/contact${query}`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: '127.0.0.1:3000',
        ...(referer ? { referer } : {}),
      },
    });

  /** The confirmation page's form for the link in `location`, as if shown long enough ago to have been read. */
  function confirmation(location: string): Request {
    const link = Object.fromEntries(new URL(location, 'http://127.0.0.1:3000').searchParams);
    const issued = Date.now() - MIN_CONFIRM_MS - 500;
    const fields = { ...link, issued: String(issued), token: pageToken(link.lead ?? '', issued) };
    return new Request('http://127.0.0.1:3000/api/contact/confirm', {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: '127.0.0.1:3000' },
    });
  }

  it('stores the message held, sends the visitor to the confirmation page, whose button lets it through and goes back to the note', async () => {
    const response = await noScriptEndpoint(form({ ...contact, website: '' }));
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/contact-us\/confirm\?lead=/);
    const held = (await stored()).at(-1);
    expect(held).toMatchObject({
      template: 'contact',
      fields: contact,
      status: 'spam',
      spamReason: SPAM_REASONS.unconfirmed,
    });
    expect(new URL(location, 'http://x').searchParams.get('lead')).toBe(held?.id);
    const confirmed = await confirmEndpoint(confirmation(location));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/contact-us#contact-sent');
    expect((await stored()).find((lead) => lead.id === held?.id)).toMatchObject({
      status: 'new',
      spamReason: null,
    });
  });

  it('sends a rejected message back to the error note, with what was typed', async () => {
    const before = (await stored()).length;
    const response = await noScriptEndpoint(form({ ...contact, email: 'nope' }));
    expect(response.headers.get('location')).toBe(
      '/contact-us?name=Ayesha+Khan&email=nope&subject=Clinic+site&message=Hello#contact-error',
    );
    expect((await stored()).length).toBe(before);
  });

  it('subscribes and, once confirmed, returns to the same-site page it came from', async () => {
    const response = await noScriptEndpoint(
      form(
        { email: 'news@example.pk', website: '' },
        '?form=subscribe',
        'http://127.0.0.1:3000/services?x=1',
      ),
    );
    const location = response.headers.get('location') ?? '';
    expect(new URL(location, 'http://x').searchParams.get('back')).toBe('/services?x=1#subscribe-sent');
    expect((await confirmEndpoint(confirmation(location))).headers.get('location')).toBe(
      '/services?x=1#subscribe-sent',
    );
    const foreign = await noScriptEndpoint(
      form({ email: 'news@example.pk', website: '' }, '?form=subscribe', 'https://evil.example/'),
    );
    const foreignLocation = foreign.headers.get('location') ?? '';
    expect((await confirmEndpoint(confirmation(foreignLocation))).headers.get('location')).toBe(
      '/#subscribe-sent',
    );
  });
});

describe('GET /api/health', () => {
  it('answers 200 ok while the store answers, never cached, telling nothing of the set-up', async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
