// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from '@/lib/analytics';
import { ATTRIBUTION_KEY } from '@/lib/analytics/attribution';
import { sendForm, type SendResult } from '@/lib/email/send';
import { SubscribeFormClient } from './subscribe-form-client';

vi.mock('@/lib/email/send', () => ({ sendForm: vi.fn() }));
vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));

// The form sends once its proof is ready: on a busy two-core machine (the unit tests beside the
// build) that can take longer than the one second testing-library waits by default.
configure({ asyncUtilTimeout: 10_000 });

const send = vi.mocked(sendForm);
const counted = vi.mocked(track);
const copy = {
  subscribe: { label: 'Email address', button: 'Subscribe', success: 'Thanks for subscribing!' },
  failure: 'An error occurred. Please try again.',
  tooFast: 'Please wait a few seconds before sending again.',
  honeypotLabel: 'Website',
  validation: {},
};

afterEach(() => {
  send.mockReset();
  counted.mockReset();
  sessionStorage.clear();
  cleanup();
});

function setUp() {
  render(<SubscribeFormClient copy={copy} />);
  const field = screen.getByRole('textbox', { name: 'Email address' });
  fireEvent.change(field, { target: { value: 'news@example.pk' } });
  return {
    field,
    button: screen.getByRole('button', { name: 'Subscribe' }),
    status: screen.getByRole('status'),
  };
}

describe('SubscribeFormClient', () => {
  it('sends once on a double click, is busy meanwhile, then announces success and empties the field', async () => {
    let finish: (result: SendResult) => void = () => undefined;
    send.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { field, button, status } = setUp();
    const form = field.closest('form');
    expect(form).toHaveProperty('dataset.hydrated', '');
    fireEvent.submit(button);
    fireEvent.submit(button);
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send).toHaveBeenCalledOnce();
    expect(form?.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', true);
    await act(async () => finish({ ok: true }));
    expect(status.textContent).toBe('Thanks for subscribing!');
    expect(status.className).toBe('text-sm font-medium mt-3 text-success');
    expect(field).toHaveProperty('value', '');
    expect(form?.getAttribute('aria-busy')).toBe('false');
  });

  it('counts a Subscribe once the thanks are on screen, and never for a failed send or a bot', async () => {
    send.mockResolvedValueOnce({ ok: false, error: { kind: 'failed', cause: 'offline' } });
    const { field, button, status } = setUp();
    fireEvent.submit(button);
    await waitFor(() => expect(status.textContent).toBe(copy.failure));
    expect(counted).not.toHaveBeenCalled();

    send.mockResolvedValueOnce({ ok: true });
    // What the visitor saw when the send was counted.
    const shownWhenCounted: (string | null)[] = [];
    counted.mockImplementation(() => shownWhenCounted.push(status.textContent));
    fireEvent.submit(button);
    await waitFor(() => expect(counted).toHaveBeenCalledExactlyOnceWith('Subscribe'));
    expect(shownWhenCounted).toEqual(['Thanks for subscribing!']);

    fireEvent.change(field, { target: { value: 'bot@example.com' } });
    fireEvent.change(document.getElementById('subscribe-website')!, { target: { value: 'http://spam' } });
    fireEvent.submit(button);
    await waitFor(() => expect(status.textContent).toBe('Thanks for subscribing!'));
    await act(async () => undefined);
    expect(counted).toHaveBeenCalledOnce();
  });

  it("sends where the visit began as hidden fields, from the visit's stored first touch", () => {
    sessionStorage.setItem(
      ATTRIBUTION_KEY,
      JSON.stringify({ utm_source: 'newsletter', landing_page: '/blog', referrer_host: 7, unknown: 'x' }),
    );
    const { field } = setUp();
    const data = Object.fromEntries(new FormData(field.closest('form')!).entries());
    expect(data).toMatchObject({
      utm_source: 'newsletter',
      utm_medium: '',
      utm_campaign: '',
      landing_page: '/blog',
      referrer_host: '',
    });
    expect(data).not.toHaveProperty('unknown');
  });

  it('announces a rate-limited failure with the wait text and keeps the address', async () => {
    send.mockResolvedValue({ ok: false, error: { kind: 'rate-limited', cause: '429' } });
    const { field, button, status } = setUp();
    fireEvent.submit(button);
    await waitFor(() => expect(status.textContent).not.toBe(''));
    expect(status.textContent).toBe(`${copy.failure}${copy.tooFast}`);
    expect(status.className).toBe('text-sm font-medium mt-3 text-danger');
    expect(field).toHaveProperty('value', 'news@example.pk');
  });

  it('hides the honeypot from sight, keyboard and screen readers', () => {
    setUp();
    const honeypot = document.getElementById('subscribe-website');
    expect(honeypot?.getAttribute('name')).toBe('website');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
