/**
 * Spam is held for review, never delivered: a corpus of bots posts straight to the form endpoints
 * (no hidden field, the hidden field filled, no form token, an expired or reused token, an
 * instant fill, a post without JavaScript left unconfirmed or confirmed at once), and people send
 * the contact form without JavaScript, in English and Urdu (the form as served, posted as a
 * browser without scripts posts it, the confirmation page's button pressed at a person's pace).
 * Every person reaches the CRM webhook; no bot does; every bot's message is kept with status spam
 * and its reason, answered like a person's. A forged confirmation link holds nothing back. On
 * SQLite and on PostgreSQL side by side, each with a server of its own on the test build. A person
 * with JavaScript and the inbox's "not spam" are in e2e/spam.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, inject, test } from 'vitest';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { connect, type Connection } from '@/lib/db/connection';
import type { DatabaseConfig } from '@/lib/db/config';
import type { Lead } from '@/lib/db/schema';
import { signedChallenge } from '@/lib/intake/challenge';
import { MIN_CONFIRM_MS } from '@/lib/intake/confirm';
import { sdkBody } from '@test-support/email-sends';
import { createDatabase } from '@test-support/postgres';
import { all, parsePage, textOf } from '@test-support/served';
import { startWebhookReceiver, type WebhookReceiver } from '@test-support/webhook-receiver';
import { askChallenge, confirmFields, personsProof, PROOF_FIELD, solve } from '../form-proof';
import { eventually } from '../instances-site';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR, type TestServer } from '../next-server';
import { confirmAsPerson, openForm } from './forms';

const WEBHOOK_SECRET = 'spam-test-webhook-secret';
const AUTH_SECRET = 'spam-test-auth-secret-0123456789-abcdefghijkl';
const HOUR_MS = 60 * 60 * 1000;
/** Two people's form tokens at a person's pace, eight bots and the `npm run leads` command. */
const CORPUS_TEST_MS = 90_000;

const message = (marker: string) => ({
  name: 'Test Visitor',
  email: 'visitor@example.pk',
  subject: 'Spam corpus',
  message: marker,
});

/** The setting that points a server or a command at `store`. */
function storeEnv(store: DatabaseConfig): Record<string, string> {
  return store.engine === 'sqlite' ? { SQLITE_PATH: store.file } : { DATABASE_URL: store.url };
}

for (const engine of ['sqlite', 'postgres'] as const) {
  // The engines side by side; each engine's tests in order, on its one server.
  describe.concurrent(`spam held for review on ${engine}`, () => {
    let server: TestServer;
    let receiver: WebhookReceiver;
    let dir: string;
    let store: DatabaseConfig;
    let connection: Connection;

    beforeAll(async () => {
      receiver = await startWebhookReceiver(WEBHOOK_SECRET);
      dir = await mkdtemp(path.join(tmpdir(), 'spam-test-'));
      store =
        engine === 'sqlite'
          ? { engine, file: path.join(dir, 'site.db') }
          : { engine, url: await createDatabase(inject('postgresUrl'), 'spam') };
      server = await startNextServer(TEST_BUILD_DIR, (origin) => ({
        ...CLEAN_SETTINGS,
        ...storeEnv(store),
        BETTER_AUTH_SECRET: AUTH_SECRET,
        BETTER_AUTH_URL: origin,
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
        // Every send here comes from 127.0.0.1: the limit is not what this file tests.
        FORM_RATE_LIMIT: '200',
      }));
      connection = connect(store);
    });

    afterAll(async () => {
      await server?.stop();
      await connection?.close();
      await receiver?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    const delivered = (marker: string) =>
      receiver.received.some((hook) => hook.body.fields.message === marker);
    const leadOf = async (marker: string): Promise<Lead | undefined> =>
      (await connection.db.selectFrom('leads').selectAll().execute()).find((lead) => lead.message === marker);

    test.sequential(
      'bots are answered like people, kept as spam with the reason, and never delivered',
      async ({ expect }) => {
        const origin = server.origin;
        const embedded = (fields: Record<string, string | undefined>) =>
          fetch(`${origin}/api/v1.0/email/send-form`, { method: 'POST', body: sdkBody(fields) });
        const noScript = (fields: Record<string, string>) =>
          fetch(`${origin}/api/contact`, {
            method: 'POST',
            body: new URLSearchParams(fields),
            headers: { referer: `${origin}/contact-us` },
            redirect: 'manual',
          });

        // A person's send first: its proof is then replayed by a bot. Another person's form token is
        // asked for now, for a send after every bot.
        const person = `person ${randomUUID()}`;
        const [personProof, lastProof] = await Promise.all([
          personsProof(origin, 'contact'),
          personsProof(origin, 'contact'),
        ]);
        expect((await embedded({ ...message(person), website: '', [PROOF_FIELD]: personProof })).status).toBe(
          200,
        );

        // Signed with the server's own key, but issued three hours ago.
        const expired = await signedChallenge('contact', AUTH_SECRET, Date.now() - 3 * HOUR_MS);
        const expiredSolution = await solveChallenge({ challenge: expired, deriveKey });
        const expiredProof = Buffer.from(
          JSON.stringify({
            challenge: expired,
            solution: { counter: expiredSolution!.counter, derivedKey: expiredSolution!.derivedKey },
          }),
        ).toString('base64');

        const bots: {
          kind: string;
          marker: string;
          reason: RegExp;
          send: (marker: string) => Promise<Response>;
        }[] = [
          {
            kind: 'no hidden field',
            marker: `bot no-honeypot ${randomUUID()}`,
            reason: /hidden field is missing/,
            send: async (marker) =>
              embedded({ ...message(marker), [PROOF_FIELD]: await personsProof(origin, 'contact') }),
          },
          {
            kind: 'hidden field filled',
            marker: `bot honeypot ${randomUUID()}`,
            reason: /hidden field was filled in/,
            send: async (marker) =>
              embedded({
                ...message(marker),
                website: 'https://spam.example',
                [PROOF_FIELD]: await personsProof(origin, 'contact'),
              }),
          },
          {
            kind: 'no token',
            marker: `bot no-token ${randomUUID()}`,
            reason: /no form token/,
            send: (marker) => embedded({ ...message(marker), website: '' }),
          },
          {
            kind: 'reused token',
            marker: `bot reused ${randomUUID()}`,
            reason: /used before/,
            send: (marker) => embedded({ ...message(marker), website: '', [PROOF_FIELD]: personProof }),
          },
          {
            kind: 'expired token',
            marker: `bot expired ${randomUUID()}`,
            reason: /expired/,
            send: (marker) => embedded({ ...message(marker), website: '', [PROOF_FIELD]: expiredProof }),
          },
          {
            kind: 'instant fill',
            marker: `bot instant ${randomUUID()}`,
            reason: /filled in under 3 seconds/,
            send: async (marker) =>
              embedded({
                ...message(marker),
                website: '',
                [PROOF_FIELD]: await solve(await askChallenge(origin, 'contact')),
              }),
          },
          {
            kind: 'no JavaScript, never confirmed',
            marker: `bot no-js ${randomUUID()}`,
            reason: /not confirmed/,
            send: (marker) => noScript({ ...message(marker), website: '' }),
          },
          {
            kind: 'no JavaScript, confirmed at once',
            marker: `bot no-js-fast ${randomUUID()}`,
            reason: /not confirmed/,
            // A bot's three requests go out at once; a server slowed by a busy machine can stretch
            // them past a person's least time (MIN_CONFIRM_MS), which then makes the message a
            // person's. So the bot tries again with a new message until its confirmation went in
            // time, and is judged by that one.
            async send(marker) {
              for (let attempt = 1; attempt <= 5; attempt += 1) {
                this.marker = attempt === 1 ? marker : `bot no-js-fast ${randomUUID()}`;
                const started = Date.now();
                const posted = await noScript({ ...message(this.marker), website: '' });
                const page = await (await fetch(new URL(posted.headers.get('location')!, origin))).text();
                const confirmed = await fetch(`${origin}/api/contact/confirm`, {
                  method: 'POST',
                  body: new URLSearchParams(confirmFields(page)),
                  redirect: 'manual',
                });
                if (Date.now() - started < MIN_CONFIRM_MS) return confirmed;
              }
              throw new Error(`the server never took a bot's three requests within ${MIN_CONFIRM_MS} ms`);
            },
          },
        ];
        for (const bot of bots) {
          const response = await bot.send(bot.marker);
          // Answered as a person is: 200 from the SDK's endpoint, a 303 onwards without JavaScript.
          expect([200, 303], bot.kind).toContain(response.status);
          if (response.status === 303)
            expect(response.headers.get('location'), bot.kind).not.toMatch(/error/);
        }

        // A person after every bot: once it is delivered, the delivery loop has run over everything
        // stored before it, so a bot's delivery would have gone too.
        const last = `person after the bots ${randomUUID()}`;
        expect((await embedded({ ...message(last), website: '', [PROOF_FIELD]: lastProof })).status).toBe(
          200,
        );
        await eventually('the people delivered', () => delivered(person) && delivered(last));
        const rows: {
          kind: string;
          delivered: boolean;
          status: string | undefined;
          reason: string | null | undefined;
        }[] = [];
        for (const bot of bots) {
          const lead = await leadOf(bot.marker);
          rows.push({
            kind: bot.kind,
            delivered: delivered(bot.marker),
            status: lead?.status,
            reason: lead?.spam_reason,
          });
          expect(lead?.status, bot.kind).toBe('spam');
          expect(lead?.spam_reason, bot.kind).toMatch(bot.reason);
          const deliveries = await connection.db
            .selectFrom('deliveries')
            .select('id')
            .where('lead_id', '=', lead!.id)
            .execute();
          expect(deliveries, bot.kind).toHaveLength(0);
        }
        for (const bot of bots) expect(delivered(bot.marker), bot.kind).toBe(false);
        expect((await leadOf(person))?.status).toBe('new');
        expect((await leadOf(last))?.status).toBe('new');
        // `npm run leads -- --json` shows each held message as spam, with its reason.
        const listed = execFileSync(
          process.execPath,
          [
            path.resolve('node_modules/tsx/dist/cli.mjs'),
            '--conditions=react-server',
            'scripts/leads.ts',
            '--json',
          ],
          {
            env: { ...process.env, ...CLEAN_SETTINGS, ...storeEnv(store) },
            encoding: 'utf8',
          },
        )
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Lead);
        for (const bot of bots) {
          expect(
            listed.find((lead) => lead.message === bot.marker),
            bot.kind,
          ).toMatchObject({
            status: 'spam',
            spam_reason: expect.stringMatching(bot.reason),
          });
        }
        console.log(
          `[spam ${engine}] person delivered; bots:\n${rows.map((row) => `  ${row.kind}: delivered ${row.delivered}, ${row.status} (${row.reason})`).join('\n')}`,
        );
      },
      CORPUS_TEST_MS,
    );

    for (const locale of ['en', 'ur'] as const satisfies readonly Locale[]) {
      const contact = copyOf(locale, 'contact');
      const contactPath = locale === 'en' ? '/contact-us' : '/ur/contact-us';

      test.sequential(
        `a person without JavaScript confirms once and is delivered (${locale})`,
        async ({ expect }) => {
          const marker = `person no-js ${locale} ${randomUUID()}`;
          const form = await openForm(`${server.origin}${contactPath}`, '#contact-form');
          const posted = await form.submit({
            name: 'Bilal Ahmed',
            email: 'bilal@example.pk',
            message: marker,
          });
          expect(posted.location).toMatch(new RegExp(`^${contactPath}/confirm\\?`));
          expect((await leadOf(marker))?.status, 'held until confirmed').toBe('spam');
          const confirmed = await confirmAsPerson(server.origin, posted.location);
          expect(textOf(confirmed.page.querySelector('h1'))).toBe(contact.confirm.heading);
          expect(confirmed.location).toMatch(new RegExp(`^${contactPath}#contact-sent$`));
          const landing = parsePage(await (await fetch(`${server.origin}${contactPath}`)).text());
          expect(textOf(landing.getElementById('contact-sent'))).toBe(contact.success);
          await eventually(`${marker} delivered`, () => delivered(marker));
          expect((await leadOf(marker))?.status).toBe('new');
        },
      );
    }

    test.sequential(
      'a forged confirmation link shows the note and holds nothing back',
      async ({ expect }) => {
        const response = await fetch(
          `${server.origin}/contact-us/confirm?lead=${randomUUID()}&form=contact&back=%2Fcontact-us&sig=forged`,
        );
        const page = parsePage(await response.text());
        const words = copyOf('en', 'contact').confirm;
        expect(all(page, '[role="alert"]').map(textOf)).toEqual([words.invalid]);
        expect(all(page, 'button').filter((button) => textOf(button) === words.button)).toHaveLength(0);
      },
    );
  });
}
