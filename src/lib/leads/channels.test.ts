import { describe, expect, it } from 'vitest';
import { emailJsKeys, testServerEnv } from '@test-support/email-sends';
import { BROWSER_REPORT_GRACE_MS, deliveriesFor } from './channels';
import { deliveryStartupMessages } from './delivery-service';

const keys = emailJsKeys;
/** Each delivery and how long after the lead's receipt it falls due (none is set at a fixed time). */
const channels = (list: ReturnType<typeof deliveriesFor>) =>
  list.map(({ channel, dueAt, afterMs = 0 }) => {
    expect(dueAt).toBeUndefined();
    return [channel, afterMs];
  });

describe('the deliveries a lead is owed', () => {
  it('are none in embedded mode without a webhook: the lead waits in the store', () => {
    expect(deliveriesFor('embedded', 'contact', testServerEnv())).toEqual([]);
  });

  it('are an e-mail at once for a message sent without JavaScript, when the server can send', () => {
    const server = testServerEnv({ emailjs: keys, emailjsPrivateKey: 'private' });
    expect(channels(deliveriesFor('no-script', 'contact', server))).toEqual([['email', 0]]);
    expect(deliveriesFor('no-script', 'contact', testServerEnv({ emailjs: keys }))).toEqual([]);
  });

  it('are an e-mail held back while the browser sends its own, in case it fails or never reports', () => {
    const server = testServerEnv({ emailjs: keys, emailjsPrivateKey: 'private' });
    expect(channels(deliveriesFor('emailjs', 'subscribe', server))).toEqual([
      ['email', BROWSER_REPORT_GRACE_MS],
    ]);
    const withoutSubscribeTemplate = testServerEnv({
      emailjs: { ...keys, subscribeTemplateId: undefined },
      emailjsPrivateKey: 'private',
    });
    expect(deliveriesFor('emailjs', 'subscribe', withoutSubscribeTemplate)).toEqual([]);
  });

  it('include the webhook at once for every lead when it is set', () => {
    const server = testServerEnv({ leadsWebhookUrl: 'https://hooks.example.com/lead' });
    expect(channels(deliveriesFor('embedded', 'contact', server))).toEqual([['webhook', 0]]);
  });

  it('include the team’s e-mail over SMTP at once for every lead and path when SMTP_URL and TEAM_EMAIL are set', () => {
    const smtp = { smtpUrl: 'smtps://user:pass@smtp.example.com:465', teamEmail: ['leads@ravidigital.pk'] };
    const server = testServerEnv({ emailjs: keys, emailjsPrivateKey: 'private', ...smtp });
    expect(channels(deliveriesFor('emailjs', 'contact', server))).toEqual([
      ['email', BROWSER_REPORT_GRACE_MS],
      ['team-smtp', 0],
    ]);
    for (const form of ['contact', 'subscribe'] as const) {
      expect(channels(deliveriesFor('embedded', form, testServerEnv(smtp)))).toEqual([['team-smtp', 0]]);
    }
    expect(
      deliveriesFor('embedded', 'contact', testServerEnv({ ...smtp, teamEmail: undefined })),
    ).toEqual([]);
    expect(deliveriesFor('embedded', 'contact', testServerEnv({ ...smtp, smtpUrl: undefined }))).toEqual(
      [],
    );
  });
});

describe('the start-up lines about the team’s e-mail over SMTP', () => {
  const team = ['leads@ravidigital.pk', 'sales@ravidigital.pk'];

  it('say how many addresses and which relay, never the addresses or the password', () => {
    const { info, warnings } = deliveryStartupMessages(
      testServerEnv({ smtpUrl: 'smtps://user:s3cr3t@smtp.example.com:465', teamEmail: team }),
    );
    const text = [...info, ...warnings].join('\n');
    expect(text).toContain('e-mail to the team (2 addresses in TEAM_EMAIL) over SMTP (smtp.example.com:465)');
    expect(text).not.toMatch(/s3cr3t|ravidigital/);
  });

  it('warn when TEAM_EMAIL is set without SMTP_URL', () => {
    const { info, warnings } = deliveryStartupMessages(testServerEnv({ teamEmail: team }));
    expect(warnings).toContain(
      '[leads] TEAM_EMAIL is set but SMTP_URL is not: the team is sent no e-mail over SMTP',
    );
    expect(info.join('\n')).not.toContain('TEAM_EMAIL');
  });
});
