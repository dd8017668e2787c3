// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formWith } from '@test-support/form-element';
import { sendForm } from '@/lib/email/send';
import { HONEYPOT_FIELD, PROOF_FIELD } from '@/lib/validation/fields';
import { proofFor } from './proof';
import { submitForm } from './submit';

vi.mock('@/lib/email/send', () => ({ sendForm: vi.fn() }));
// The proof's fetching and solving are ./proof.ts's; here it is ready at once.
vi.mock('./proof', async (original) => ({
  ...(await original<typeof import('./proof')>()),
  proofFor: vi.fn(async () => 'solved-proof'),
}));

const send = vi.mocked(sendForm);
const contact = { name: 'Ayesha Khan', email: 'ayesha@example.pk', subject: 'Website', message: 'Hello' };

const typed = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));

afterEach(() => {
  vi.mocked(proofFor).mockClear();
  send.mockReset();
  document.body.replaceChildren();
});

describe('submitForm', () => {
  it('sends a valid form through the SDK with its proof, then clears and resets it', async () => {
    let sentProof: FormDataEntryValue | null = null;
    send.mockImplementation(async (sent) => {
      sentProof = new FormData(sent).get(PROOF_FIELD);
      return { ok: true };
    });
    const form = formWith(contact);
    const clear = vi.fn();
    await expect(submitForm(form, 'contact', clear)).resolves.toEqual({
      ok: true,
      bot: false,
      mode: 'embedded',
    });
    expect(send).toHaveBeenCalledExactlyOnceWith(form, 'contact');
    expect(proofFor).toHaveBeenCalledWith('contact');
    expect(sentProof).toBe('solved-proof');
    expect(clear).toHaveBeenCalledOnce();
    expect(typed(form)).toMatchObject({ name: '', email: '', subject: '', message: '' });
  });

  it('does not send an invalid form, says why in the console and keeps what was typed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = formWith({ ...contact, email: 'not-an-email', message: '' });
    const clear = vi.fn();
    await expect(submitForm(form, 'contact', clear)).resolves.toEqual({ ok: false });
    expect(send).not.toHaveBeenCalled();
    expect(clear).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      '[contact form] not sent: email is not a valid e-mail address; message is required',
    );
    expect(typed(form).email).toBe('not-an-email');
  });

  it('tells a bot (a filled honeypot) it worked and sends nothing', async () => {
    const form = formWith({ email: 'bot@example.com', [HONEYPOT_FIELD]: 'https://spam.example' });
    const clear = vi.fn();
    await expect(submitForm(form, 'subscribe', clear)).resolves.toEqual({
      ok: true,
      bot: true,
      mode: 'embedded',
    });
    expect(send).not.toHaveBeenCalled();
    expect(proofFor).not.toHaveBeenCalled();
    expect(clear).toHaveBeenCalledOnce();
  });

  it('reports a failed or rate-limited send and keeps what was typed', async () => {
    const form = formWith({ email: 'news@example.pk' });
    const clear = vi.fn();
    send.mockResolvedValueOnce({ ok: false, error: { kind: 'rate-limited', cause: '429' } });
    await expect(submitForm(form, 'subscribe', clear)).resolves.toEqual({ ok: false, rateLimited: true });
    send.mockResolvedValueOnce({ ok: false, error: { kind: 'failed', cause: 'network error' } });
    await expect(submitForm(form, 'subscribe', clear)).resolves.toEqual({ ok: false, rateLimited: false });
    expect(send).toHaveBeenCalledWith(form, 'subscribe');
    expect(clear).not.toHaveBeenCalled();
    expect(typed(form).email).toBe('news@example.pk');
  });
});
