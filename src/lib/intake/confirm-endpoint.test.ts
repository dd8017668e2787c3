import { expect, it, vi } from 'vitest';
import { emailJsKeys, memoryLimiter, testServerEnv } from '@test-support/email-sends';
import { describeEachEngine } from '@test-support/engines';
import { formPost } from '@test-support/form-post';
import type { ServerEvent } from '@/lib/analytics/proxy';
import { getLead } from '@/lib/leads/store';
import { MIN_CONFIRM_MS, MAX_CONFIRM_AGE_MS, pageToken } from './confirm';
import { receiveConfirmation, type ConfirmDeps } from './confirm-endpoint';
import { receiveNoScript } from './no-script';
import { storeRateLimiter } from '@/lib/http/rate-limit';
import { SPAM_REASONS } from './spam';

const contact = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  subject: 'Clinic',
  message: 'Hello',
  website: '',
};
/** The server can e-mail (EmailJS keys and the private key) and posts every lead to a webhook. */
const server = testServerEnv({
  emailjs: emailJsKeys,
  emailjsPrivateKey: 'private',
  leadsWebhookUrl: 'http://127.0.0.1:9/hooks/leads',
});
const SENT_AT = new Date('2026-11-26T10:00:00.000Z');
/** The confirmation page is shown a moment after the post that led to it. */
const SHOWN_AT = SENT_AT.getTime() + 1_000;
/** A person reads the page, then presses its button. */
const PRESSED_AT = new Date(SHOWN_AT + MIN_CONFIRM_MS + 500);
const ERROR_NOTE = '/contact-us#contact-error';

const post = (url: string, fields: Record<string, string>, referer?: string) =>
  formPost(url, fields, { referer });

/** What the confirmation page's form posts for the link `location`, shown at `shownAt`. */
function pageFields(location: string, shownAt = SHOWN_AT): Record<string, string> {
  const link = Object.fromEntries(new URL(location, 'http://site.invalid').searchParams);
  return { ...link, issued: String(shownAt), token: pageToken(link.lead ?? '', shownAt) };
}

describeEachEngine('receiveConfirmation', (current) => {
  const db = () => current().db;

  /** Sends `fields` as a form without JavaScript and returns the held lead's id and its page's fields. */
  async function hold(fields: Record<string, string>, query = '') {
    const response = await receiveNoScript(post(`http://127.0.0.1:3000/api/contact${query}`, fields), {
      server,
      limiter: memoryLimiter(100),
      db,
      now: () => SENT_AT,
    });
    const location = response.headers.get('location') ?? '';
    const fieldsOfPage = pageFields(location);
    return { id: fieldsOfPage.lead ?? '', location, page: fieldsOfPage };
  }

  function setup(overrides: Partial<ConfirmDeps> = {}) {
    const counted: ServerEvent[] = [];
    const deps: ConfirmDeps = {
      server,
      limiter: memoryLimiter(100),
      db,
      now: () => PRESSED_AT,
      count: (event) => counted.push(event),
      ...overrides,
    };
    const press = async (fields: Record<string, string>) => {
      const response = await receiveConfirmation(
        post('http://127.0.0.1:3000/api/contact/confirm', fields),
        deps,
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return response.headers.get('location');
    };
    return { press, counted };
  }

  const deliveries = (leadId: string) =>
    db()
      .selectFrom('deliveries')
      .select(['channel', 'status', 'next_attempt_at'])
      .where('lead_id', '=', leadId)
      .orderBy('channel')
      .execute();

  it('lets a held message through at a person’s press: queues what it is owed, counts Contact Sent, goes back to the note', async () => {
    const { id, page } = await hold(contact);
    expect(await getLead(db(), id)).toMatchObject({ status: 'spam', spam_reason: SPAM_REASONS.unconfirmed });
    expect(await deliveries(id)).toEqual([]);
    const { press, counted } = setup();
    expect(await press(page)).toBe('/contact-us#contact-sent');
    expect(await getLead(db(), id)).toMatchObject({ status: 'new', spam_reason: null });
    const due = PRESSED_AT.toISOString();
    expect(await deliveries(id)).toEqual([
      { channel: 'email', status: 'pending', next_attempt_at: due },
      { channel: 'webhook', status: 'pending', next_attempt_at: due },
    ]);
    expect(counted).toEqual([{ name: 'Contact Sent', page: '/contact-us', props: { mode: 'no-js' } }]);
  });

  it('changes nothing at a second press: the deliveries are queued and the conversion counted once', async () => {
    const { id, page } = await hold(contact);
    const { press, counted } = setup();
    expect(await press(page)).toBe('/contact-us#contact-sent');
    expect(await press(page)).toBe('/contact-us#contact-sent');
    expect(await deliveries(id)).toHaveLength(2);
    expect(counted).toHaveLength(1);
  });

  it('counts a subscription as Subscribe on its page, and takes an Urdu message back to the Urdu page', async () => {
    const subscription = await hold({ email: 'news@example.pk', website: '' }, '?form=subscribe');
    const urdu = await hold({ ...contact, language: 'ur' });
    expect(urdu.location).toMatch(/^\/ur\/contact-us\/confirm\?/);
    const { press, counted } = setup();
    expect(await press(subscription.page)).toBe('/about-us#subscribe-sent');
    expect(await press(urdu.page)).toBe('/ur/contact-us#contact-sent');
    expect(counted).toEqual([
      { name: 'Subscribe', page: '/about-us', props: {} },
      { name: 'Contact Sent', page: '/ur/contact-us', props: { mode: 'no-js' } },
    ]);
    expect((await deliveries(subscription.id)).map(({ channel }) => channel)).toEqual(['email', 'webhook']);
  });

  it('leaves a message held when pressed sooner than a person reads, or on a page left open too long; the answer is the same', async () => {
    const { id, location } = await hold(contact);
    const tooFast = pageFields(location, PRESSED_AT.getTime() - MIN_CONFIRM_MS + 1);
    const stale = pageFields(location, PRESSED_AT.getTime() - MAX_CONFIRM_AGE_MS - 1);
    const { press, counted } = setup();
    expect(await press(tooFast)).toBe('/contact-us#contact-sent');
    expect(await press(stale)).toBe('/contact-us#contact-sent');
    expect(await getLead(db(), id)).toMatchObject({ status: 'spam', spam_reason: SPAM_REASONS.unconfirmed });
    expect(await deliveries(id)).toEqual([]);
    expect(counted).toEqual([]);
  });

  it('sends a press with a changed link or page token to the error note, and lets nothing through', async () => {
    const first = await hold(contact);
    const second = await hold({ ...contact, message: 'Another' });
    const forged: Record<string, Record<string, string>> = {
      // The first message's signed link and token, pointed at the second message.
      otherLead: { ...first.page, lead: second.id, token: pageToken(second.id, SHOWN_AT) },
      backElsewhere: { ...first.page, back: '//evil.example' },
      backOnSite: { ...first.page, back: '/about-us#contact-sent' },
      otherForm: { ...first.page, form: 'subscribe' },
      signature: {
        ...first.page,
        sig: `${first.page.sig?.startsWith('A') ? 'B' : 'A'}${first.page.sig?.slice(1)}`,
      },
      token: { ...first.page, token: pageToken(first.id, SHOWN_AT - 60_000) },
      nothing: {},
    };
    const { press, counted } = setup();
    for (const [name, fields] of Object.entries(forged)) expect(await press(fields), name).toBe(ERROR_NOTE);
    for (const id of [first.id, second.id]) {
      expect(await getLead(db(), id)).toMatchObject({ status: 'spam' });
      expect(await deliveries(id)).toEqual([]);
    }
    expect(counted).toEqual([]);
  });

  it('does not let through a message held for another reason (the hidden field filled), yet answers it like a person', async () => {
    const bot = await hold({ ...contact, website: 'http://spam.example' });
    const reason = `${SPAM_REASONS.honeypotFilled}; ${SPAM_REASONS.unconfirmed}`;
    expect(await getLead(db(), bot.id)).toMatchObject({ status: 'spam', spam_reason: reason });
    const { press, counted } = setup();
    expect(await press(bot.page)).toBe('/contact-us#contact-sent');
    expect(await getLead(db(), bot.id)).toMatchObject({ status: 'spam', spam_reason: reason });
    expect(await deliveries(bot.id)).toEqual([]);
    expect(counted).toEqual([]);
  });

  it('does not count a message a member has already let through', async () => {
    const { id, page } = await hold(contact);
    await db().updateTable('leads').set({ status: 'contacted' }).where('id', '=', id).execute();
    const { press, counted } = setup();
    expect(await press(page)).toBe('/contact-us#contact-sent');
    expect(await getLead(db(), id)).toMatchObject({ status: 'contacted' });
    expect(counted).toEqual([]);
  });

  it('still goes back to the note when counting fails: the message is let through already', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { id, page } = await hold(contact);
    const { press } = setup({
      count: () => {
        throw new Error('after() outside a request');
      },
    });
    expect(await press(page)).toBe('/contact-us#contact-sent');
    expect(await getLead(db(), id)).toMatchObject({ status: 'new' });
    expect(warn).toHaveBeenCalled();
  });

  it('takes FORM_RATE_LIMIT presses per address, then sends the next to the error note', async () => {
    const first = await hold(contact);
    const second = await hold({ ...contact, message: 'Another' });
    const { press } = setup({
      limiter: storeRateLimiter(current, { limit: 1, endpoint: 'no-script-confirm' }),
    });
    expect(await press(first.page)).toBe('/contact-us#contact-sent');
    expect(await press(second.page)).toBe(ERROR_NOTE);
    expect(await getLead(db(), second.id)).toMatchObject({ status: 'spam' });
  });

  it('sends the visitor to the error note when the store cannot be reached, logging no field of the message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page } = await hold(contact);
    const unreachable = () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    };
    const { press, counted } = setup({ db: unreachable });
    expect(await press(page)).toBe(ERROR_NOTE);
    expect(counted).toEqual([]);
    const logged = error.mock.calls.flat().join(' ');
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).not.toContain(contact.email);
  });

  it('sends a body that is not a form to the error note', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { id } = await hold(contact);
    const request = new Request('http://127.0.0.1:3000/api/contact/confirm', {
      method: 'POST',
      body: JSON.stringify({ lead: id }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    });
    const response = await receiveConfirmation(request, { server, limiter: memoryLimiter(1), db });
    expect(response.headers.get('location')).toBe(ERROR_NOTE);
    expect(await getLead(db(), id)).toMatchObject({ status: 'spam' });
  });

  it('answers a link to a lead that is not stored like any other: back to the note', async () => {
    const { page } = await hold(contact);
    await db().deleteFrom('leads').execute();
    const { press, counted } = setup();
    expect(await press(page)).toBe('/contact-us#contact-sent');
    expect(counted).toEqual([]);
  });
});
