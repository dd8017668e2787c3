import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_LIMITS } from '../analytics/attribution';
import {
  FIELD_LIMITS,
  HONEYPOT_FIELD,
  contactSchema,
  describeIssues,
  isBot,
  subscribeSchema,
  withoutHoneypot,
} from './contact';

const valid = { name: 'Ayesha Khan', email: 'ayesha@example.pk', subject: 'Website', message: 'Hello' };

describe('contactSchema', () => {
  it('accepts a complete message and a missing subject', () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, [HONEYPOT_FIELD]: '' });
    const { subject: _subject, ...withoutSubject } = valid;
    expect(contactSchema.parse(withoutSubject).subject).toBe('');
  });

  it.each(['name', 'email', 'message'] as const)('requires %s (missing, empty or blank)', (field) => {
    const { [field]: _dropped, ...missing } = valid;
    expect(contactSchema.safeParse(missing).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, [field]: '' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, [field]: '   ' }).success).toBe(false);
  });

  it('checks the e-mail format the way the browser does', () => {
    for (const email of ['ayesha@example.pk', 'a.b+c@sub.example.com', 'user@localhost']) {
      expect(contactSchema.safeParse({ ...valid, email }).success, email).toBe(true);
    }
    for (const email of ['not-an-email', 'a@', '@b.com', 'a b@c.com', 'a@b..com']) {
      expect(contactSchema.safeParse({ ...valid, email }).success, email).toBe(false);
    }
  });

  it.each(Object.entries(FIELD_LIMITS))('limits %s to %i characters', (field, max) => {
    const at = field === 'email' ? `${'a'.repeat(max - 12)}@example.com` : 'x'.repeat(max);
    const over = field === 'email' ? `a${at}` : `${at}x`;
    expect(at).toHaveLength(max);
    expect(contactSchema.safeParse({ ...valid, [field]: at }).success).toBe(true);
    const result = contactSchema.safeParse({ ...valid, [field]: over });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.error)).toContain(field);
  });

  it('counts a CRLF line break once, as the browser does for maxLength', () => {
    const lines = Array.from({ length: 100 }, () => 'y'.repeat(49)).join('\r\n'); // 4,900 + 99 breaks
    expect(lines.replace(/\r\n/g, '\n')).toHaveLength(4999);
    const parsed = contactSchema.parse({ ...valid, message: lines });
    expect(parsed.message).not.toContain('\r');
    expect(parsed.message).toHaveLength(4999);
  });

  it('passes the honeypot through as its own field', () => {
    const parsed = contactSchema.parse({ ...valid, [HONEYPOT_FIELD]: 'https://spam.example' });
    expect(parsed[HONEYPOT_FIELD]).toBe('https://spam.example');
    expect(isBot(parsed)).toBe(true);
    expect(withoutHoneypot(parsed)).toEqual(valid);
    expect(isBot(contactSchema.parse(valid))).toBe(false);
  });

  it('drops fields it does not know', () => {
    expect(contactSchema.parse({ ...valid, extra: 'x' })).not.toHaveProperty('extra');
  });
});

describe('control characters', () => {
  /** Every Cc character: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F). */
  const CONTROLS = [
    ...Array.from({ length: 0x20 }, (_, code) => code),
    ...Array.from({ length: 0x21 }, (_, offset) => 0x7f + offset),
  ].map((code) => String.fromCharCode(code));
  const message = { name: 'Ayesha', email: 'ayesha@example.pk', message: 'Hello' };

  it.each(['name', 'subject', 'package'] as const)(
    'are refused anywhere inside %s, line breaks and tabs included',
    (field) => {
      expect(CONTROLS).toHaveLength(65);
      for (const control of CONTROLS) {
        const result = contactSchema.safeParse({ ...message, [field]: `Ayesha${control}Khan` });
        expect(result.success, `U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`).toBe(false);
        if (!result.success) {
          expect(describeIssues(result.error)).toBe(
            `${field} must be a single line without control characters`,
          );
        }
      }
    },
  );

  it('are refused inside an e-mail address, with the same clear message, by either form', () => {
    for (const schema of [contactSchema, subscribeSchema]) {
      for (const email of [
        'ayesha@example.pk\r\nBcc: all@example.pk',
        'ayesha\t@example.pk',
        'ayesha\u0000@example.pk',
      ]) {
        const result = schema.safeParse({ ...message, email });
        expect(result.success, JSON.stringify(email)).toBe(false);
        if (!result.success) {
          expect(describeIssues(result.error)).toBe('email must be a single line without control characters');
        }
      }
    }
  });

  it('leave a message its line breaks and tabs, and refuse every other one in it', () => {
    const text = 'Hello,\n\tfirst point\r\n\tsecond point';
    expect(contactSchema.parse({ ...message, message: text }).message).toBe(
      'Hello,\n\tfirst point\n\tsecond point',
    );
    for (const control of CONTROLS.filter(
      (character) => character !== '\n' && character !== '\t' && character !== '\r',
    )) {
      const result = contactSchema.safeParse({ ...message, message: `Hello${control}there` });
      expect(result.success, `U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`).toBe(false);
      if (!result.success) {
        expect(describeIssues(result.error)).toBe(
          'message must not contain control characters other than line breaks and tabs',
        );
      }
    }
  });

  it('keep the letters of any language, and white space around a one-line field is trimmed as before', () => {
    const urdu = {
      ...message,
      name: 'عائشہ خان',
      subject: 'ویب سائٹ — قیمت',
      package: 'web-development/growth',
    };
    expect(contactSchema.parse(urdu)).toMatchObject(urdu);
    expect(contactSchema.parse({ ...message, name: '\tAyesha Khan\r\n' }).name).toBe('Ayesha Khan');
  });
});

describe('the attribution fields (where the lead came from)', () => {
  const attribution = {
    utm_source: 'facebook',
    utm_medium: 'paid',
    utm_campaign: 'eid-2026',
    landing_page: '/services/web-development',
    referrer_host: 'l.facebook.com',
  };

  it('go with either form, and are optional: a blank one is dropped', () => {
    expect(contactSchema.parse({ ...valid, ...attribution })).toMatchObject(attribution);
    expect(subscribeSchema.parse({ email: 'a@b.co', ...attribution })).toMatchObject(attribution);
    expect(contactSchema.parse({ ...valid, utm_source: '  ' })).not.toHaveProperty(
      'utm_source',
      expect.anything(),
    );
  });

  it.each(Object.entries(ATTRIBUTION_LIMITS))('limit %s to %i characters, like any field', (field, max) => {
    for (const schema of [contactSchema, subscribeSchema]) {
      const base = schema === contactSchema ? valid : { email: 'a@b.co' };
      expect(schema.safeParse({ ...base, [field]: 'x'.repeat(max) }).success).toBe(true);
      const result = schema.safeParse({ ...base, [field]: 'x'.repeat(max + 1) });
      expect(result.success).toBe(false);
      if (!result.success)
        expect(describeIssues(result.error)).toBe(`${field} must be at most ${max} characters`);
    }
  });
});

describe('subscribeSchema', () => {
  it('needs one well-formed e-mail address of at most 254 characters', () => {
    expect(subscribeSchema.parse({ email: ' news@example.pk ' })).toEqual({
      email: 'news@example.pk',
      [HONEYPOT_FIELD]: '',
    });
    expect(subscribeSchema.safeParse({}).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: `${'a'.repeat(243)}@example.com` }).success).toBe(false);
  });

  it('passes the honeypot through', () => {
    expect(isBot(subscribeSchema.parse({ email: 'a@b.co', [HONEYPOT_FIELD]: 'x' }))).toBe(true);
  });
});

describe('the package a "Choose" link names', () => {
  const message = { name: 'Ayesha', email: 'ayesha@example.pk', message: 'Hello' };

  it('is kept as its own field, and left out when blank or absent', () => {
    expect(contactSchema.parse({ ...message, package: ' search-engine-optimization/growth ' }).package).toBe(
      'search-engine-optimization/growth',
    );
    expect(contactSchema.parse({ ...message, package: '' }).package).toBeUndefined();
    expect(contactSchema.parse(message)).not.toHaveProperty('package', expect.anything());
  });

  it('is refused over its limit', () => {
    const result = contactSchema.safeParse({ ...message, package: 'x'.repeat(FIELD_LIMITS.package + 1) });
    expect(result.success).toBe(false);
    expect(result.error && describeIssues(result.error)).toBe(
      `package must be at most ${FIELD_LIMITS.package} characters`,
    );
  });
});
