import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELDS } from '../../src/lib/analytics/attribution';
import { LEADS_COLUMNS, leadsCsv } from '../../src/lib/leads/csv';
import { csvField, parseCsv, toCsv } from './csv';

const tricky = 'We need a site, "fast"\nSecond line, with a comma\r\nThird';

describe('csv', () => {
  it('quotes only fields with a comma, a double quote or a line break, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField(undefined)).toBe('');
    expect(
      toCsv([
        ['a', 'b,c'],
        ['', '"'],
      ]),
    ).toBe('a,"b,c"\r\n,""""\r\n');
  });

  it('round-trips a message with a comma, a quote and a new line', () => {
    const rows = [
      ['receivedAt', 'message'],
      ['2025-01-02T03:04:05.000Z', tricky],
      ['', ''],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('parses LF line ends and a last record without a line end', () => {
    expect(parseCsv('a,b\n"c\nd",e')).toEqual([
      ['a', 'b'],
      ['c\nd', 'e'],
    ]);
  });
});

describe('leadsCsv', () => {
  const records = [
    {
      receivedAt: '2025-01-02T03:04:05.000Z',
      template: 'contact',
      delivered: false,
      status: 'contacted',
      fields: {
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        subject: 'Clinic, "urgent"',
        package: 'web-development/business',
        message: tricky,
        utm_source: 'facebook',
        utm_medium: 'paid',
        utm_campaign: 'eid-2026',
        landing_page: '/services/web-development',
        referrer_host: 'l.facebook.com',
      },
    },
    { receivedAt: '2025-01-03T00:00:00.000Z', template: 'subscribe', fields: { email: 'news@example.pk' } },
    {
      receivedAt: '2025-01-04T00:00:00.000Z',
      template: 'contact',
      fields: {
        name: 'عائشہ خان',
        email: 'ayesha@example.pk',
        message: 'ہمیں ویب سائٹ چاہیے۔',
        language: 'ur',
      },
    },
  ];

  it('has a header row and one row per message, every column in place', () => {
    const [header, first, second, third, ...rest] = parseCsv(leadsCsv(records));
    // What was typed, then where the lead came from (every attribution field the forms send), then
    // the language of the page it was sent from, the lead's status and the package chosen, if one was.
    expect(header).toEqual([
      'receivedAt',
      'template',
      'delivered',
      'name',
      'email',
      'subject',
      'message',
      ...ATTRIBUTION_FIELDS,
      'language',
      'status',
      'package',
      'whatsapp',
      'service',
      'call_start',
    ]);
    expect(header).toEqual(LEADS_COLUMNS);
    expect(first).toEqual([
      '2025-01-02T03:04:05.000Z',
      'contact',
      'false',
      'Ayesha Khan',
      'ayesha@example.pk',
      'Clinic, "urgent"',
      tricky,
      'facebook',
      'paid',
      'eid-2026',
      '/services/web-development',
      'l.facebook.com',
      'en',
      'contacted',
      'web-development/business',
      '',
      '',
      '',
    ]);
    // Kept by design (embedded mode): delivery does not apply; no attribution recorded.
    expect(second).toEqual([
      '2025-01-03T00:00:00.000Z',
      'subscribe',
      '',
      '',
      'news@example.pk',
      ...Array(7).fill(''),
      'en',
      '',
      '',
      ...Array(3).fill(''),
    ]);
    // Sent from an Urdu page: the language is kept, and the Urdu text as it was typed.
    expect(third).toEqual([
      '2025-01-04T00:00:00.000Z',
      'contact',
      '',
      'عائشہ خان',
      'ayesha@example.pk',
      '',
      'ہمیں ویب سائٹ چاہیے۔',
      ...Array(5).fill(''),
      'ur',
      '',
      '',
      ...Array(3).fill(''),
    ]);
    expect(rest).toEqual([]);
  });

  it('gives a booking its WhatsApp number, service and call time, the number kept from running as a formula', () => {
    const [, row] = parseCsv(
      leadsCsv([
        {
          receivedAt: '2026-11-30T10:00:00.000Z',
          template: 'booking',
          status: 'new',
          fields: {
            name: 'Bilal Ahmed',
            email: 'bilal@example.pk',
            subject: 'Consultation call: Wed 2 Dec, 10:00 (Pakistan time)',
            whatsapp: '+92 321 4567890',
            service: 'SEO',
            call_start: '2026-12-02T10:00:00+05:00',
          },
        },
      ]),
    );
    expect(row?.slice(-6)).toEqual(['en', 'new', '', "'+92 321 4567890", 'SEO', '2026-12-02T10:00:00+05:00']);
  });

  it("keeps a spreadsheet from running a visitor's text as a formula", () => {
    const [, row] = parseCsv(
      leadsCsv([
        {
          receivedAt: 'x',
          template: 'contact',
          fields: { name: '=HYPERLINK("http://x")', message: '+92 300', utm_campaign: '=cmd|calc' },
        },
      ]),
    );
    expect(row?.[3]).toBe(`'=HYPERLINK("http://x")`);
    expect(row?.[6]).toBe(`'+92 300`);
    expect(row?.[9]).toBe(`'=cmd|calc`);
  });
});
