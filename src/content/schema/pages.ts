/**
 * The pages' own copy: home, the modern home, about, services, team, contact, privacy and booking.
 */
import { list, object, optionalText, text } from './fields';
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
import { privacyPageFields } from './privacy-fields';
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
    fields: privacyPageFields(),
  }),
};
