/**
 * The pages' own copy: home, the modern home, about, services, team, contact, privacy and booking.
 */
import { date, list, object, optionalText, text } from './fields';
import {
  CONTENT_DIR,
  PATH,
  line,
  paragraph,
  template,
  whatsappMessage,
  heading,
  eyebrow,
  singleton,
} from './kit';
import { bookPageFields } from './book-fields';
import { confirmPageFields } from './confirm-fields';
import { slugRules } from './slug';

export const pages = {
  home: singleton({
    label: 'Home page',
    path: `${CONTENT_DIR}/pages/home`,
    fields: {
      hero: object(
        {
          heading: heading(),
          text: paragraph('Text', 300),
          cta: line('Button', 40),
          secondaryCta: line('Second button', 40),
        },
        { label: 'Hero' },
      ),
      about: object(
        {
          eyebrow: eyebrow(),
          heading: heading(),
          paragraphs: list(paragraph('Paragraph'), { label: 'Paragraphs', min: 1, max: 3 }),
          highlights: list(line('Highlight', 80), { label: 'Highlights', min: 1, max: 5 }),
          cta: line('Button', 40),
        },
        { label: 'About block' },
      ),
      services: object(
        { eyebrow: eyebrow(), heading: heading(), text: paragraph('Text', 300) },
        { label: 'Services' },
      ),
      marquee: list(line('Word', 40), {
        label: 'Marquee words',
        description: 'Leave empty to show the service names.',
        min: 0,
        max: 12,
      }),
      marqueeLabel: line('Marquee name', 60, 'Read out by screen readers for the band of words.'),
      portfolio: object(
        { eyebrow: eyebrow(), heading: heading(), cta: line('Button', 40) },
        { label: 'Portfolio' },
      ),
      testimonials: object({ eyebrow: eyebrow(), heading: heading() }, { label: 'Testimonials' }),
      clients: object(
        { heading: heading(), label: line('Carousel name', 40, 'Read out by screen readers.') },
        { label: 'Client logos' },
      ),
    },
  }),
  modernHome: singleton({
    label: 'Modern agency home',
    path: `${CONTENT_DIR}/pages/modern-home`,
    fields: {
      slides: list(
        object({
          title: heading(),
          text: paragraph('Text', 300),
          cta: object(
            { label: line('Button', 30), href: text({ label: 'Address', max: 200, pattern: PATH }) },
            { label: 'Button' },
          ),
        }),
        { label: 'Slides', min: 1, max: 5, itemLabel: 'title' },
      ),
      skills: object(
        { eyebrow: eyebrow(), heading: heading(), text: paragraph('Text', 300) },
        { label: 'Skills' },
      ),
      blog: object(
        { eyebrow: eyebrow(), heading: heading(), viewAll: line('All posts link', 40) },
        { label: 'Blog teaser' },
      ),
      sliderLabel: line('Slider name', 40, 'Read out by screen readers.'),
      tabs: list(
        object({
          id: text({ label: 'Identifier', max: 30, pattern: slugRules.mixedCase }),
          label: line('Tab', 30),
          text: paragraph('Text'),
        }),
        { label: 'Tabs', min: 1, max: 6, itemLabel: 'label' },
      ),
      projects: object({ eyebrow: eyebrow(), heading: heading() }, { label: 'Featured projects' }),
      numbers: object({ heading: heading() }, { label: 'Figures' }),
    },
  }),
  about: singleton({
    label: 'About page',
    path: `${CONTENT_DIR}/pages/about`,
    fields: {
      heading: heading(),
      intro: list(paragraph('Paragraph'), { label: 'Introduction', min: 1, max: 4 }),
      experience: object(
        { heading: heading(), text: paragraph('Text', 300) },
        { label: 'Years of experience' },
      ),
      testimonials: object({ eyebrow: eyebrow(), heading: heading() }, { label: 'Testimonials' }),
      team: object(
        { eyebrow: eyebrow(), heading: heading(), text: paragraph('Text', 300), cta: line('Button', 40) },
        { label: 'Team teaser' },
      ),
    },
  }),
  servicesPage: singleton({
    label: 'Services pages',
    path: `${CONTENT_DIR}/pages/services`,
    fields: {
      heading: heading(),
      text: paragraph('Text', 300),
      marquee: line('Marquee', 40),
      readMore: line('Read more', 30),
      readMoreAbout: line('Read more, for screen readers', 20, 'Joins “Read More” and the service name.'),
      process: object(
        {
          eyebrow: eyebrow(),
          heading: heading(),
          steps: object(
            {
              research: line('Research', 30),
              concept: line('Concept', 30),
              implement: line('Implement', 30),
              handover: line('Handover', 30),
            },
            { label: 'Step names' },
          ),
        },
        { label: 'Our process' },
      ),
      contactCta: object(
        { heading: heading(), text: paragraph('Text', 300), cta: line('Button', 40) },
        { label: 'Contact call to action' },
      ),
      downloadPdf: line('PDF link', 40),
      whatsapp: object(
        {
          link: template('Link', 'service', 80, 'Under the service’s introduction.'),
          message: template('Message', 'service', 200, 'Written in the chat for the visitor to send.'),
        },
        { label: 'WhatsApp link' },
      ),
    },
  }),
  teamPage: singleton({
    label: 'Team page',
    path: `${CONTENT_DIR}/pages/team`,
    fields: { heading: heading(), text: paragraph('Text', 300) },
  }),
  contact: singleton({
    label: 'Contact page and form',
    path: `${CONTENT_DIR}/pages/contact`,
    fields: {
      heading: heading(),
      text: paragraph('Text', 300),
      formHeading: line('Form heading', 60),
      detailsEyebrow: eyebrow(),
      detailsHeading: heading(),
      labels: object(
        {
          name: line('Name', 30),
          email: line('Email', 30),
          subject: line('Subject', 30),
          message: line('Message', 30),
        },
        { label: 'Field labels' },
      ),
      requiredMark: line('Required mark', 5, 'After the label of each field that must be filled in.'),
      submit: line('Button', 30),
      success: line('Sent', 80),
      failure: line('Failed', 80),
      tooFast: line('Sent again too soon', 120),
      honeypotLabel: line('Hidden anti-spam field', 30, 'Only bots ever see it.'),
      validation: object(
        {
          required: optionalText({ label: 'A field left empty', max: 80 }),
          email: optionalText({ label: 'An e-mail address that is not one', max: 80 }),
        },
        {
          label: 'Messages of the browser’s checks',
          description:
            'Shown when a field is left empty or holds no e-mail address (also in the newsletter form). Leave them empty to let the browser say it in its own language.',
        },
      ),
      privacyNote: line('Privacy line', 120, 'Under the form, followed by the link to the privacy notice.'),
      whatsapp: object(
        {
          label: line('Label', 30),
          link: line('Link', 40),
          message: whatsappMessage('Message', 'Written in the chat for the visitor to send.'),
        },
        { label: 'WhatsApp block (shown when the site settings have a WhatsApp number)' },
      ),
      confirm: confirmPageFields(),
    },
  }),
  book: singleton({
    label: 'Booking a call',
    path: `${CONTENT_DIR}/pages/book`,
    fields: bookPageFields(),
  }),
  privacy: singleton({
    label: 'Privacy notice',
    path: `${CONTENT_DIR}/pages/privacy`,
    fields: {
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
          embedded: paragraph(
            'Without EmailJS',
            500,
            'Shown when the site keeps messages on its own server.',
          ),
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
            'Always shown: what the browser measures and sends (src/lib/vitals), and how long it is kept. {speedDays} is replaced by 90, {speedMinutes} by the window of the beacons’ limit.',
          ),
          speedAnalytics: paragraph(
            'Speed measurements, with analytics',
            400,
            'Added when the site is built with NEXT_PUBLIC_PLAUSIBLE_DOMAIN: what of them Plausible receives.',
          ),
        },
        { label: 'Cookies' },
      ),
      whatsapp: object({ heading: heading(), text: paragraph('Text', 500) }, { label: 'WhatsApp' }),
      rights: object(
        { heading: heading(), text: template('Text', 'email', 500) },
        { label: 'A copy, or deletion' },
      ),
    },
  }),
};
