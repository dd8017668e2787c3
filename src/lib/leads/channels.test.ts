import { describe, expect, it } from 'vitest';
import { emailJsKeys, testServerEnv } from '@test-support/email-sends';
import { BROWSER_REPORT_GRACE_MS, deliveriesFor } from './channels';

const now = new Date('2026-11-26T10:00:00.000Z');
const keys = emailJsKeys;
const channels = (list: ReturnType<typeof deliveriesFor>) =>
  list.map(({ channel, dueAt }) => [channel, dueAt.getTime() - now.getTime()]);

describe('the deliveries a lead is owed', () => {
  it('are none in embedded mode without a webhook: the lead waits in the store', () => {
    expect(deliveriesFor('embedded', 'contact', testServerEnv(), now)).toEqual([]);
  });

  it('are an e-mail at once for a message sent without JavaScript, when the server can send', () => {
    const server = testServerEnv({ emailjs: keys, emailjsPrivateKey: 'private' });
    expect(channels(deliveriesFor('no-script', 'contact', server, now))).toEqual([['email', 0]]);
    expect(deliveriesFor('no-script', 'contact', testServerEnv({ emailjs: keys }), now)).toEqual([]);
  });

  it('are an e-mail held back while the browser sends its own, in case it fails or never reports', () => {
    const server = testServerEnv({ emailjs: keys, emailjsPrivateKey: 'private' });
    expect(channels(deliveriesFor('emailjs', 'subscribe', server, now))).toEqual([
      ['email', BROWSER_REPORT_GRACE_MS],
    ]);
    const withoutSubscribeTemplate = testServerEnv({
      emailjs: { ...keys, subscribeTemplateId: undefined },
      emailjsPrivateKey: 'private',
    });
    expect(deliveriesFor('emailjs', 'subscribe', withoutSubscribeTemplate, now)).toEqual([]);
  });

  it('include the webhook at once for every lead when it is set', () => {
    const server = testServerEnv({ leadsWebhookUrl: 'https://hooks.example.com/lead' });
    expect(channels(deliveriesFor('embedded', 'contact', server, now))).toEqual([['webhook', 0]]);
  });
});
