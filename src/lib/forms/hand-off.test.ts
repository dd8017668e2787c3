// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formWith } from '@test-support/form-element';
import { sendForm } from '@/lib/email/send';
import { PROOF_FIELD } from '@/lib/validation/fields';
import { proofFor } from './proof';
import { submitForm } from './submit';

vi.mock('@/lib/email/send', () => ({ sendForm: vi.fn() }));
// The proof is its own module's (./proof.ts); here each send gets a fresh one, as in a browser.
vi.mock('./proof', async (original) => ({
  ...(await original<typeof import('./proof')>()),
  proofFor: vi.fn(),
}));
// A build with EmailJS keys: the browser hands the site its copy first.
vi.mock('@/lib/email/config', async (original) => ({
  ...(await original<typeof import('@/lib/email/config')>()),
  emailMode: () => 'emailjs',
}));

const send = vi.mocked(sendForm);
const contact = { name: 'Ayesha Khan', email: 'ayesha@example.pk', subject: 'Website', message: 'Hello' };
const attribution = { utm_source: 'flyer', landing_page: '/contact-us' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let order: string[];
let fetched: { url: string; body: Record<string, string> }[];
let beacons: { url: string; body: string }[];

beforeEach(() => {
  let proofs = 0;
  vi.mocked(proofFor).mockReset();
  vi.mocked(proofFor).mockImplementation(async () => {
    proofs += 1;
    return `proof-${proofs}`;
  });
  order = [];
  fetched = [];
  beacons = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      order.push('hand-off');
      fetched.push({ url, body: Object.fromEntries(init.body as FormData) as Record<string, string> });
      return new Response('OK');
    }),
  );
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      order.push('outcome');
      beacons.push({ url, body });
      return true;
    },
  });
  send.mockImplementation(async () => {
    order.push('emailjs');
    return { ok: true };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  send.mockReset();
  document.body.replaceChildren();
});

describe('submitForm in EmailJS mode', () => {
  it('hands the site every field and an id first, sends through EmailJS as before, then reports the outcome', async () => {
    const form = formWith({ ...contact, ...attribution });
    await expect(submitForm(form, 'contact', () => undefined)).resolves.toMatchObject({
      ok: true,
      mode: 'emailjs',
    });
    expect(order).toEqual(['hand-off', 'emailjs', 'outcome']);
    expect(fetched[0]!.url).toBe('/api/leads?form=contact');
    const { lead_id: id, ...fields } = fetched[0]!.body;
    expect(id).toMatch(UUID);
    // The site judges its copy by the same proof the send carries.
    expect(fields).toEqual({ ...contact, ...attribution, [PROOF_FIELD]: 'proof-1' });
    expect(send).toHaveBeenCalledExactlyOnceWith(form, 'contact');
    expect(beacons).toEqual([{ url: `/api/leads/${id}/outcome`, body: 'sent' }]);
  });

  it('keeps the id for a retry of the same words, so the site stores the message once; new words, new id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    send.mockResolvedValueOnce({ ok: false, error: { kind: 'failed', cause: 'EmailJS 500' } });
    const form = formWith(contact);
    expect((await submitForm(form, 'contact', () => undefined)).ok).toBe(false);
    expect((await submitForm(form, 'contact', () => undefined)).ok).toBe(true);
    const [first, retry] = fetched.map((call) => call.body.lead_id);
    expect(retry).toBe(first);
    expect(beacons.map((beacon) => beacon.body)).toEqual(['failed', 'sent']);
    // Sent: the next message from this form is another lead.
    for (const [name, value] of Object.entries(contact))
      (form.elements.namedItem(name) as HTMLInputElement).value = value;
    await submitForm(form, 'contact', () => undefined);
    expect(fetched[2]!.body.lead_id).not.toBe(first);
  });

  it('still sends through EmailJS when the site cannot keep a copy, and the visitor sees what EmailJS said', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(fetch).mockResolvedValueOnce(new Response('The message could not be stored.', { status: 503 }));
    const form = formWith(contact);
    await expect(submitForm(form, 'contact', () => undefined)).resolves.toMatchObject({ ok: true });
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const again = formWith({ email: 'news@example.pk' });
    await expect(submitForm(again, 'subscribe', () => undefined)).resolves.toMatchObject({ ok: true });
    expect(send).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('[contact form] the site did not keep a copy (503)');
  });

  it('hands nothing over for a bot, and asks for no proof', async () => {
    const form = formWith({ email: 'bot@example.com', website: 'https://spam.example' });
    await submitForm(form, 'subscribe', () => undefined);
    expect(fetched).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    expect(proofFor).not.toHaveBeenCalled();
  });
});
