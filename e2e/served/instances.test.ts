/**
 * Two instances of the site: two `next start` processes of one production build on one PostgreSQL
 * database, as on a platform host or behind a load balancer. The limit of sends per address holds
 * across both (the count is in the database), every send is stored once, and the e-mail and the
 * webhook go out once per lead, whichever instance's worker takes them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, test, type TestContext } from 'vitest';
import { connect, type Connection } from '@/lib/db/connection';
import { saveLead } from '@/lib/leads/store';
import { createDatabase } from '@test-support/postgres';
import { startFakeEmailJs, type FakeEmailJs } from '@test-support/fake-emailjs';
import { startWebhookReceiver, type WebhookReceiver } from '@test-support/webhook-receiver';
import {
  CLEAN_SETTINGS,
  ensureStandaloneBuild,
  eventually,
  sendEmbedded,
  sendNoScript,
  STANDALONE_DIST_DIR,
} from '../instances-site';
import { startNextServer, type TestServer } from '../next-server';
import { staysBookable } from '../slot-times';
import { bookingForm } from './forms';

const SECRET = `whsec-${randomUUID()}`;
const RATE_LIMIT = 5;
const CONCURRENT_SENDS = 200;

let store: Connection;
let emailjs: FakeEmailJs;
let receiver: WebhookReceiver;
let servers: TestServer[] = [];
let outboxDir: string;
/** The same settings without EmailJS: the embedded mode, whose endpoint answers the SDK. */
let embeddedEnv: Record<string, string>;

/** A client address per test and sequence: the instances trust X-Forwarded-For here. */
let nextAddress = 0;
const newAddress = () => {
  nextAddress += 1;
  return `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

// The tests share the servers, in order; one test's failure does not hide the next's result.

// Building `.next-standalone` when the test build is not standalone takes minutes.
beforeAll(async () => {
  ensureStandaloneBuild();
  const databaseUrl = await createDatabase(inject('postgresUrl'), 'instances');
  emailjs = await startFakeEmailJs();
  receiver = await startWebhookReceiver(SECRET);
  outboxDir = await mkdtemp(path.join(tmpdir(), 'instances-outbox-'));
  embeddedEnv = {
    ...CLEAN_SETTINGS,
    DATABASE_URL: databaseUrl,
    // Several instances sign the inbox's sessions with one key, which must then be given.
    BETTER_AUTH_SECRET: 'instances-test-secret-0123456789-abcdefghij',
    FORM_RATE_LIMIT: String(RATE_LIMIT),
    TRUST_PROXY: '1',
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: SECRET,
    OUTBOX_PATH: path.join(outboxDir, 'outbox.jsonl'),
  };
  const env = {
    ...embeddedEnv,
    // EmailJS given at run time: the server reads the keys then, and sends the e-mail owed by each
    // form sent without JavaScript (the embedded endpoint answers 404 in this mode).
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'instances-public-key',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'instances-service',
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'instances-contact',
    NEXT_PUBLIC_EMAILJS_SUBSCRIBE_TEMPLATE_ID: 'instances-subscribe',
    NEXT_PUBLIC_EMAILJS_ORIGIN: emailjs.origin,
    EMAILJS_PRIVATE_KEY: 'instances-private-key',
  };
  // Started together: both run the migrations at once, which the migrator's lock must allow.
  servers = await Promise.all([
    startNextServer(STANDALONE_DIST_DIR, env),
    startNextServer(STANDALONE_DIST_DIR, env),
  ]);
  store = connect({ engine: 'postgres', url: databaseUrl });
}, 600_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await store?.close();
  await emailjs?.close();
  await receiver?.close();
  if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
});

/** Deliveries of the leads whose e-mail address starts with `prefix`. */
async function deliveriesOf(prefix: string) {
  return store.db
    .selectFrom('deliveries')
    .innerJoin('leads', 'leads.id', 'deliveries.lead_id')
    .select(['deliveries.channel', 'deliveries.status', 'deliveries.attempts', 'leads.id', 'leads.email'])
    .where('leads.email', 'like', `${prefix}%`)
    .execute();
}

/** The run's figures, in the test's output and its report. */
async function figures({ annotate }: TestContext, line: string) {
  console.log(`[instances] ${line}`);
  await annotate(line, 'figures');
}

const countBy = <T>(items: T[]) => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};

test('both instances start on one database and deliver its stored leads once each', async (context) => {
  const LEADS = 100;
  const prefix = `stored-${Date.now()}-`;
  const ids = new Set<string>();
  const due = new Date();
  for (let n = 0; n < LEADS; n += 1) {
    const { id } = await saveLead(
      store.db,
      {
        form: 'contact',
        path: 'no-script',
        fields: { name: 'Stored', email: `${prefix}${n}@example.pk`, message: 'Hi' },
      },
      [
        { channel: 'email', dueAt: due },
        { channel: 'webhook', dueAt: due },
      ],
    );
    ids.add(id);
  }
  const started = Date.now();
  const mine = () => emailjs.sends.filter((send) => send.template_params?.email?.startsWith(prefix));
  const hooks = () => receiver.acceptedIds().filter((id) => ids.has(id));
  // The workers look every 15 seconds.
  await eventually(
    'every e-mail and webhook',
    () => mine().length >= LEADS && hooks().length >= LEADS,
    60_000,
  );
  const deliveredInMs = Date.now() - started;
  // Room for a second copy to show up, were one on its way.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(mine()).toHaveLength(LEADS);
  expect(new Set(mine().map((send) => send.template_params?.email)).size).toBe(LEADS);
  expect(hooks()).toHaveLength(LEADS);
  expect(new Set(hooks())).toEqual(ids);
  const deliveries = await deliveriesOf(prefix);
  expect(deliveries).toHaveLength(2 * LEADS);
  expect(deliveries.every((delivery) => delivery.status === 'delivered' && delivery.attempts === 1)).toBe(
    true,
  );
  await figures(
    context,
    `${LEADS} stored leads: ${LEADS} e-mails and ${LEADS} webhooks, each once, ${deliveredInMs} ms after they were stored`,
  );
});

// Each accepted send without JavaScript is confirmed on its page, as a person does (a few seconds
// each), and two more instances start first: well over two minutes on a busy two-core machine.
test('the sixth send from one address in 10 minutes is refused, whichever instance receives it', async () => {
  // The embedded endpoint (the browser's send without EmailJS keys) answers 429: on two more
  // instances in the embedded mode, on the same database.
  const embedded = await Promise.all([
    startNextServer(STANDALONE_DIST_DIR, embeddedEnv),
    startNextServer(STANDALONE_DIST_DIR, embeddedEnv),
  ]);
  try {
    for (const last of [0, 1]) {
      const address = newAddress();
      const statuses: number[] = [];
      // Sends alternate between the instances; the sixth goes to instance `last`.
      for (let n = 0; n < RATE_LIMIT + 1; n += 1) {
        const server = embedded[(n + last + 1) % 2]!;
        statuses.push(await sendEmbedded(server.origin, address, `limit-${last}-${n}@example.pk`, false));
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  } finally {
    await Promise.all(embedded.map((server) => server.stop()));
  }
  // Without JavaScript the refusal is the form's error note, and nothing of the sixth is kept.
  for (const last of [0, 1]) {
    const address = newAddress();
    const prefix = `limit-no-script-${last}-${Date.now()}-`;
    const notes: string[] = [];
    for (let n = 0; n < RATE_LIMIT + 1; n += 1) {
      const server = servers[(n + last + 1) % 2]!;
      const { location } = await sendNoScript(server.origin, address, `${prefix}${n}@example.pk`);
      notes.push(location.slice(location.indexOf('#')));
    }
    expect(notes).toEqual([...Array<string>(RATE_LIMIT).fill('#contact-sent'), '#contact-error']);
    const kept = await store.db
      .selectFrom('leads')
      .select('email')
      .where('email', 'like', `${prefix}%`)
      .execute();
    expect(kept.map((lead) => lead.email).sort()).toEqual(
      Array.from({ length: RATE_LIMIT }, (_, n) => `${prefix}${n}@example.pk`).sort(),
    );
  }
}, 240_000);

// Each send waits out a person's reading time on the confirmation page; two hundred of them,
// stored and delivered by two servers on two busy cores, take more than a minute.
test(`${CONCURRENT_SENDS} sends at once over both instances are each stored once, then e-mailed and posted once`, async (context) => {
  const prefix = `burst-${Date.now()}-`;
  const started = Date.now();
  // Forms sent without JavaScript, each owed an e-mail and a webhook; even sends to one instance,
  // odd to the other, each from an address of its own.
  const results = await Promise.all(
    Array.from({ length: CONCURRENT_SENDS }, async (_, n) => {
      const { status, location } = await sendNoScript(
        servers[n % 2]!.origin,
        newAddress(),
        `${prefix}${n}@example.pk`,
      );
      return { n, ok: status === 303 && location.endsWith('#contact-sent') };
    }),
  );
  const sentInMs = Date.now() - started;
  await figures(
    context,
    `${CONCURRENT_SENDS} concurrent sends without JavaScript over 2 instances answered in ${sentInMs} ms`,
  );
  expect(results.filter((result) => !result.ok).map((result) => result.n)).toEqual([]);

  const leads = await store.db
    .selectFrom('leads')
    .select(['id', 'email', 'path'])
    .where('email', 'like', `${prefix}%`)
    .execute();
  expect(leads).toHaveLength(CONCURRENT_SENDS);
  expect(new Set(leads.map((lead) => lead.email)).size).toBe(CONCURRENT_SENDS);
  expect(leads.every((lead) => lead.path === 'no-script')).toBe(true);

  const ids = new Set(leads.map((lead) => lead.id));
  const hooks = () => receiver.acceptedIds().filter((id) => ids.has(id));
  const mails = () => emailjs.sends.filter((send) => send.template_params?.email?.startsWith(prefix));
  const deliveryStarted = Date.now();
  await eventually(
    'every lead at the webhook and every e-mail owed at EmailJS',
    () => hooks().length >= CONCURRENT_SENDS && mails().length >= CONCURRENT_SENDS,
    60_000,
  );
  const deliveredInMs = Date.now() - deliveryStarted;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect([...countBy(hooks()).values()].every((count) => count === 1)).toBe(true);
  expect(new Set(hooks())).toEqual(ids);
  const mailed = countBy(mails().map((send) => send.template_params?.email));
  expect([...mailed.values()].every((count) => count === 1)).toBe(true);
  expect(new Set(mailed.keys())).toEqual(new Set(leads.map((lead) => lead.email)));
  await figures(
    context,
    `${leads.length} leads stored once each; ${hooks().length} webhooks and ${mails().length} e-mails, ` +
      `each once, all delivered ${deliveredInMs} ms after the last answer`,
  );
}, 120_000);

test('six people booking one time on two instances get it once, and the team hears of it once', async (context) => {
  // Each person loads the page from one instance or the other, and all take the first time that
  // stays free while they fill the form in: both instances offer it.
  const forms = await Promise.all(Array.from({ length: 6 }, (_, n) => bookingForm(servers[n % 2]!.origin)));
  const slot = forms[0]!.slots.find((each) => staysBookable(each))!;
  expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:00$/);
  expect(forms.every((form) => form.slots.includes(slot) && form.hidden.form_token)).toBe(true);
  // A person takes a few seconds to fill the form in.
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  const answers = await Promise.all(
    forms.map(async ({ hidden }, n) => {
      const response = await fetch(`${servers[n % 2]!.origin}/api/book`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: servers[n % 2]!.origin,
          'x-forwarded-for': newAddress(),
        },
        body: new URLSearchParams({
          ...hidden,
          slot,
          name: `Racer ${n}`,
          email: `racer-${n}@example.pk`,
          website: '',
        }).toString(),
      });
      return new URL(response.headers.get('location') ?? '', 'http://x');
    }),
  );
  const booked = answers.filter((location) => location.pathname === '/book/confirmed');
  const taken = answers.filter((location) => location.searchParams.get('error') === 'taken');
  expect(booked).toHaveLength(1);
  expect(taken).toHaveLength(5);
  const rows = await store.db
    .selectFrom('bookings')
    .selectAll()
    .where('starts_at', '=', new Date(Date.parse(slot)).toISOString())
    .execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]!.status).toBe('booked');
  await eventually(
    'the booking’s webhook',
    () =>
      receiver.received.some(
        (hook) => hook.body.type === 'booking.created' && hook.body.booking?.id === rows[0]!.id,
      ),
    30_000,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const hooks = receiver.received.filter((hook) => hook.body.booking?.id === rows[0]!.id);
  expect(hooks).toHaveLength(1);
  expect(hooks[0]!.standardValid).toBe(true);
  await figures(context, `one time, six people on two instances: 1 booked, 5 told "just taken"; 1 webhook`);
});
