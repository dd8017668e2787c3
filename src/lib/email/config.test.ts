import { describe, expect, it } from 'vitest';
import { EMBEDDED_IDS, emailMode, missingSettings, modeDescription, sendConfig } from './config';

const origin = 'https://api.emailjs.com';
const full = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', subscribeTemplateId: 'sub', origin };

describe('email configuration', () => {
  it('is embedded when no key is set, and sends to the site itself with fixed ids', () => {
    expect(emailMode({ origin })).toBe('embedded');
    expect(sendConfig('contact', 'http://127.0.0.1:3000', { origin })).toEqual({
      mode: 'embedded',
      origin: 'http://127.0.0.1:3000',
      publicKey: EMBEDDED_IDS.publicKey,
      serviceId: EMBEDDED_IDS.serviceId,
      templateId: 'embedded-contact',
    });
    expect(sendConfig('subscribe', 'http://x', { origin }).templateId).toBe('embedded-subscribe');
    expect(modeDescription({ origin })).toEqual({
      info: '[email] EmailJS keys not set: messages are stored in SQLite (.data/site.db)',
    });
  });

  it('uses EmailJS with the configured keys and origin', () => {
    expect(emailMode(full)).toBe('emailjs');
    expect(sendConfig('contact', 'http://site', full)).toEqual({
      mode: 'emailjs',
      origin,
      publicKey: 'pk',
      serviceId: 'svc',
      templateId: 'tpl',
    });
    expect(sendConfig('subscribe', 'http://site', full).templateId).toBe('sub');
    expect(modeDescription(full)).toEqual({
      info: '[email] sending through EmailJS (https://api.emailjs.com)',
    });
  });

  it("names what an incomplete EmailJS set-up lacks (sends then fail with the SDK's message)", () => {
    const partial = { publicKey: 'pk', serviceId: 'svc', origin };
    expect(emailMode(partial)).toBe('emailjs');
    expect(missingSettings(partial)).toEqual([
      'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
      'NEXT_PUBLIC_EMAILJS_SUBSCRIBE_TEMPLATE_ID',
    ]);
    expect(sendConfig('contact', 'http://site', partial).templateId).toBe('');
    expect(modeDescription(partial).warning).toContain('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID');
  });
});
