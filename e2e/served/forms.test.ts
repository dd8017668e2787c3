/**
 * The contact form's endpoints on the test server, for real (no EmailJS keys in the test build, so
 * the site keeps every message in its own store): the form as a visitor without JavaScript sends
 * it, then the confirmation page's button; the SDK endpoint's refusals of bad input, missing
 * fields and oversized bodies; fifty sends at once, each stored once and whole. What the form does
 * in a browser with JavaScript stays in e2e/forms.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { contactCopy } from '@/content/pages';
import { baseURL, parsePage, served, textOf } from '@test-support/served';
import { confirmAsPerson, newClientAddress, openForm, storedLeads } from './forms';

const SDK_FIELDS = { lib_version: '4.4.1', service_id: 'embedded', user_id: 'embedded' };

const sample = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  subject: 'New clinic website',
  message: 'We need a new website for our clinic in Gulberg.',
};

const asNewClient = () => ({ 'x-forwarded-for': newClientAddress() });

function sdkBody(fields: Record<string, string>, template = 'embedded-contact'): Record<string, string> {
  return { ...fields, ...SDK_FIELDS, template_id: template };
}

/** A multipart body, as the SDK sends its fields. */
function multipart(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

describe('the embedded endpoint, for real (no EmailJS keys in the test build)', () => {
  test('without JavaScript the form posts to /api/contact and still keeps the message', async () => {
    const headers = asNewClient();
    const marker = `no-js ${randomUUID()}`;
    const contact = await openForm(new URL('/contact-us', baseURL).href, '#contact-form', headers);
    expect(contact.form.getAttribute('action')).toBe('/api/contact');
    const posted = await contact.submit({ ...sample, message: marker });
    expect(posted.location).toMatch(/^\/contact-us\/confirm\?/);
    const confirmed = await confirmAsPerson(baseURL, posted.location, headers);
    const landing = new URL(confirmed.location, baseURL);
    expect(landing.pathname + landing.hash).toBe('/contact-us#contact-sent');
    const page = parsePage(await (await served(landing.pathname, { headers })).text());
    // The notes show through `:target`: the address names the sent note, so it shows, not the error.
    const sent = page.getElementById('contact-sent');
    expect(sent).not.toBeNull();
    expect(textOf(sent)).toBe(contactCopy.success);
    expect(page.getElementById('contact-error')?.className).toMatch(/(^|\s)hidden(\s|$)/);
    expect(storedLeads().filter((record) => record.fields.message === marker)).toHaveLength(1);
  });

  test('rejects bad input, missing fields and oversized bodies', async () => {
    // Every send here carries this subject: none of them may be stored (other tests send meanwhile).
    const subject = `refused ${randomUUID()}`;
    const send = (fields: Record<string, string>) =>
      served('/api/v1.0/email/send-form', {
        method: 'POST',
        body: multipart({ ...fields, subject }),
        headers: asNewClient(),
      });

    const badEmail = await send(sdkBody({ ...sample, email: 'not-an-email' }));
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toContain('email is not a valid e-mail address');

    const { message: _message, ...noMessage } = sample;
    const missing = await send(sdkBody(noMessage));
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('message is required');

    for (const field of ['lib_version', 'service_id', 'template_id', 'user_id']) {
      const { [field]: _dropped, ...rest } = sdkBody(sample);
      const response = await send(rest);
      expect(response.status, field).toBe(400);
      expect(await response.text()).toContain(field);
    }

    const tooLong = await send(sdkBody({ ...sample, name: 'n'.repeat(101) }));
    await tooLong.text();
    expect(tooLong.status).toBe(400);

    const huge = await send(sdkBody({ ...sample, message: 'x'.repeat(70 * 1024) }));
    await huge.text();
    expect(huge.status).toBe(413);

    const notForm = await served('/api/v1.0/email/send-form', {
      method: 'POST',
      body: JSON.stringify({ ...sample, subject }),
      headers: { ...asNewClient(), 'content-type': 'application/json' },
    });
    await notForm.text();
    expect(notForm.status).toBe(400);

    expect(storedLeads().filter((record) => record.fields.subject === subject)).toEqual([]);
  });

  test('50 parallel sends all answer 200 and are stored exactly once each, whole', async () => {
    const run = randomUUID();
    const markers = Array.from({ length: 50 }, (_, index) => `parallel ${run} #${index}`);
    const responses = await Promise.all(
      markers.map((marker, index) =>
        served('/api/v1.0/email/send-form', {
          method: 'POST',
          headers: asNewClient(),
          body: multipart(
            sdkBody({
              name: `Visitor ${index}`,
              email: `visitor${index}@example.pk`,
              subject: 'Parallel',
              message: `${marker}\n${'ملتان لاہور '.repeat(300)}`,
            }),
          ),
        }),
      ),
    );
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('OK');
    }
    // Every stored lead parses: no partial record.
    const records = storedLeads();
    for (const marker of markers) {
      expect(
        records.filter((record) => record.fields.message?.startsWith(`${marker}\n`)),
        marker,
      ).toHaveLength(1);
    }
  });
});
