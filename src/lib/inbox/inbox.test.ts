import { describe, expect, it } from 'vitest';
import { leadLine, leadsCsv } from '@/lib/leads/csv';
import { parseCsv } from '../../../scripts/lib/csv';
import { dayEnd, dayStart, filterParams, likePattern, parseFilter } from './filters';
import { mailtoHref, phoneNumberIn, whatsappReplyHref } from './reply';
import { WEEKS, weekStart, weeklyFigures } from './weeks';
import type { Lead } from '@/lib/db/schema';

describe('the list’s filters', () => {
  it('are read from the address, dropping what is malformed', () => {
    expect(parseFilter({})).toEqual({ status: 'open' });
    expect(
      parseFilter({
        status: 'won',
        form: 'contact',
        language: 'ur',
        from: '2026-01-05',
        to: '2026-13-40',
        q: ' 50% ',
        page: '3',
      }),
    ).toMatchObject({
      status: 'won',
      form: 'contact',
      language: 'ur',
      from: '2026-01-05',
      to: undefined,
      q: '50%',
    });
    expect(parseFilter({ status: 'deleted', form: 'x', page: '-2' })).toEqual({ status: 'open' });
    expect(parseFilter({ form: 'booking' })).toMatchObject({ form: 'booking' });
  });

  it('go back into the address without their defaults', () => {
    expect(filterParams(parseFilter({ q: 'seo', after: '2026-03-01T10:00:00.000Z~a1' })).toString()).toBe(
      'q=seo',
    );
  });

  it('take days in Pakistan time', () => {
    expect(dayStart('2026-03-01')).toBe('2026-02-28T19:00:00.000Z');
    expect(dayEnd('2026-03-01')).toBe('2026-03-01T19:00:00.000Z');
  });

  it('search for % and _ literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('reply links', () => {
  it('find a phone number in a field or the message, Pakistani numbers given their country code', () => {
    expect(phoneNumberIn('Call me on 0300 1234567 after five')).toBe('923001234567');
    expect(phoneNumberIn('+92 (321) 456-7890')).toBe('923214567890');
    expect(phoneNumberIn('no number, budget 50000')).toBeUndefined();
    expect(whatsappReplyHref({ phone: '0092 300 1234567' }, null, 'Ali')).toMatch(
      /^https:\/\/wa\.me\/923001234567\?text=/,
    );
  });

  it('e-mail the lead with the subject', () => {
    expect(mailtoHref('ali@example.pk', 'A new website')).toBe(
      'mailto:ali@example.pk?subject=Re%3A%20A%20new%20website',
    );
  });
});

describe('what earns', () => {
  it('counts leads and won leads per week from Monday, Pakistan time, with the smaller sources as Other', () => {
    const now = new Date('2026-03-04T10:00:00Z'); // a Wednesday
    expect(weekStart(now).toISOString()).toBe('2026-03-01T19:00:00.000Z'); // Monday 00:00 PKT
    const leads = [
      { receivedAt: '2026-03-02T05:00:00Z', source: 'google', status: 'won' as const },
      { receivedAt: '2026-03-01T18:00:00Z', source: 'google', status: 'new' as const }, // Sunday 23:00 PKT
      ...['a', 'b', 'c', 'd', 'e'].map((source) => ({
        receivedAt: '2026-03-03T05:00:00Z',
        source,
        status: 'new' as const,
      })),
    ];
    const figures = weeklyFigures(leads, now);
    expect(figures.weeks).toHaveLength(WEEKS);
    expect(figures.sources).toEqual(['google', 'a', 'b', 'c', 'd', 'Other']);
    expect(figures.weeks.at(-1)).toMatchObject({ start: '2026-03-02', total: 6, totalWon: 1 });
    expect(figures.weeks.at(-2)).toMatchObject({ total: 1 });
  });
});

describe('the export', () => {
  it('neutralises spreadsheet formulas in what visitors typed', () => {
    const lead: Lead = {
      id: 'l1',
      received_at: '2026-03-02T05:00:00.000Z',
      form: 'contact',
      path: 'embedded',
      name: '=HYPERLINK("https://evil.example","click")',
      email: 'a@example.pk',
      subject: '+cmd',
      message: 'line one\nline "two", three',
      language: null,
      utm_source: '@source',
      utm_medium: null,
      utm_campaign: null,
      landing_page: null,
      referrer_host: null,
      fields: '{}',
      browser_outcome: null,
      spam_reason: null,
      spam_check: null,
      status: 'new',
    };
    const [header, row] = parseCsv(leadsCsv([leadLine(lead)]));
    expect(header).toContain('receivedAt');
    expect(row).toContain(`'=HYPERLINK("https://evil.example","click")`);
    expect(row).toContain(`'+cmd`);
    expect(row).toContain(`'@source`);
    expect(row).toContain('line one\nline "two", three');
    expect(row).toContain('en');
  });
});
