/**
 * The privacy notice's copy (src/components/sections/privacy-sections.tsx): what the site keeps,
 * where and for how long, analytics, cookies, speed measurements and the visitor's rights. Kept
 * apart from ./pages.ts, which holds the other pages' copy.
 */
import { date, list, object } from './fields';
import { heading, line, paragraph, template } from './kit';

export function privacyPageFields() {
  return {
    heading: heading(),
    intro: paragraph('Introduction', 300),
    updatedLabel: line('Last updated label', 30),
    updated: date({ label: 'Last updated', description: 'Change it whenever the notice changes.' }),
    tocLabel: line('Contents name', 40, 'Read out by screen readers for the list of sections.'),
    collect: object(
      {
        heading: heading(),
        text: paragraph('Text', 300),
        items: list(paragraph('What one form collects', 300), { label: 'The forms', min: 1, max: 6 }),
        address: template(
          'The internet address',
          'minutes',
          500,
          'How the rate limit uses it; {minutes} is its window.',
        ),
        attribution: paragraph(
          'Where a message came from',
          600,
          'The campaign tags, first page and referring site that go with every message.',
        ),
      },
      { label: 'What the forms collect' },
    ),
    recipients: object(
      {
        heading: heading(),
        emailjs: paragraph(
          'With EmailJS',
          500,
          'Shown when the site sends through EmailJS (its keys are set).',
        ),
        embedded: paragraph('Without EmailJS', 500, 'Shown when the site keeps messages on its own server.'),
        noScript: paragraph('Sent without JavaScript', 500),
        noSale: paragraph('Never shared', 300),
      },
      { label: 'Who receives it' },
    ),
    retention: object(
      {
        heading: heading(),
        items: list(
          paragraph(
            'How long one kind is kept',
            300,
            '{minutes} is replaced by the rate-limit window, {days} by how long leads are kept (LEADS_RETENTION_DAYS), {speedDays} by how long speed measurements are kept.',
          ),
          {
            label: 'Periods',
            min: 1,
            max: 8,
          },
        ),
      },
      { label: 'How long we keep it' },
    ),
    cookies: object(
      {
        heading: heading(),
        text: paragraph(
          'Without analytics',
          500,
          'Shown when the site is built without analytics (no Plausible domain).',
        ),
        analytics: paragraph(
          'With analytics',
          900,
          'Shown instead when the site is built with NEXT_PUBLIC_PLAUSIBLE_DOMAIN: who counts visits, and what is recorded.',
        ),
        storage: paragraph('In the browser', 700),
        speed: template(
          'Speed measurements',
          'speedDays',
          1200,
          'Always shown: what the browser measures and sends (src/lib/vitals), and how long it is kept. {speedDays} is replaced by 90, {speedMinutes} by the longest the beacons’ limit keeps an address’s count, in minutes (a day).',
        ),
        speedAnalytics: paragraph(
          'Speed measurements, with analytics',
          400,
          'Added when the site is built with NEXT_PUBLIC_PLAUSIBLE_DOMAIN: what of them Plausible receives.',
        ),
      },
      { label: 'Cookies' },
    ),
    whatsapp: object(
      {
        heading: heading(),
        text: paragraph('Text', 500),
        messages: paragraph(
          'Messages about a booked call',
          1200,
          'What the site sends on WhatsApp to a visitor who opts in when booking, through whom, and how to stop it; and where video calls happen.',
        ),
      },
      { label: 'WhatsApp' },
    ),
    rights: object(
      { heading: heading(), text: template('Text', 'email', 500) },
      { label: 'A copy, or deletion' },
    ),
  };
}
