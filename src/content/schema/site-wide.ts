/**
 * Copy every page shares: titles and descriptions, share cards, the words of the forms and
 * controls, the footer, the 404 page and the search.
 */
import { alt, object } from './fields';
import {
  CONTENT_DIR,
  line,
  paragraph,
  template,
  whatsappMessage,
  heading,
  eyebrow,
  pageMeta,
  shareCardAccent,
  shareCardEyebrow,
  shareCard,
  singleton,
} from './kit';

export const siteWidePages = {
  meta: singleton({
    label: 'Page titles and descriptions',
    path: `${CONTENT_DIR}/pages/meta`,
    fields: {
      home: pageMeta('Home'),
      aboutUs: pageMeta('About Us'),
      services: pageMeta('Services'),
      portfolio: pageMeta('Portfolio'),
      ourTeam: pageMeta('Our Team'),
      contactUs: pageMeta('Contact Us'),
      blog: pageMeta('Blog'),
      search: pageMeta('Search'),
      modernHome: pageMeta('Modern Agency'),
      notFound: pageMeta('Page not found'),
      privacy: pageMeta('Privacy notice'),
      pricing: pageMeta('Pricing'),
      book: pageMeta('Book a call'),
    },
  }),
  shareCards: singleton({
    label: 'Share cards',
    path: `${CONTENT_DIR}/pages/share-cards`,
    fields: {
      home: shareCard('Home'),
      aboutUs: shareCard('About Us'),
      services: shareCard('Services'),
      portfolio: shareCard('Portfolio'),
      ourTeam: shareCard('Our Team'),
      contactUs: shareCard('Contact Us'),
      blog: shareCard('Blog'),
      modernHome: shareCard('Modern Agency'),
      notFound: shareCard('Page not found'),
      privacy: shareCard('Privacy notice'),
      pricing: shareCard('Pricing'),
      book: shareCard('Book a call'),
      service: object(
        { eyebrow: shareCardEyebrow(), alt: alt(), accent: shareCardAccent() },
        { label: 'Service pages (the title and text are the service’s name and summary)' },
      ),
      caseStudy: object(
        { alt: alt(), accent: shareCardAccent() },
        { label: 'Case studies (the kicker is the category and client, the text the first result)' },
      ),
      post: object(
        { eyebrow: shareCardEyebrow(), accent: shareCardAccent() },
        { label: 'Blog posts (the title and text are the post’s title and summary)' },
      ),
    },
  }),
  common: singleton({
    label: 'Words used across the site',
    path: `${CONTENT_DIR}/pages/common`,
    fields: {
      opensInNewTab: line('Opens in a new tab', 40),
      socialLink: template(
        'Social profile link',
        'network',
        80,
        'Read out by screen readers for each round social icon.',
      ),
      skipToContent: line('Skip link', 40, 'The first link for keyboard users.'),
      privacyLink: line('Privacy notice link', 40, 'Under the forms and in the footer.'),
      mainNavLabel: line('Main menu name', 40, 'Read out by screen readers for the links across the header.'),
      breadcrumb: object(
        {
          label: line('Name', 40, 'Read out by screen readers.'),
          home: line('First link', 30, 'The home page, where every trail starts.'),
        },
        { label: 'Breadcrumb trail' },
      ),
      backToTop: line(
        'Back to top',
        40,
        'Read out by screen readers for the round button that appears on scrolling.',
      ),
      starRating: template(
        'Star rating',
        'rating',
        60,
        'Read out by screen readers for a testimonial’s stars; {max} is the number of stars.',
      ),
      whatsapp: object(
        {
          button: line(
            'Button name',
            40,
            'Read out by screen readers for the round WhatsApp button on every page.',
          ),
          message: whatsappMessage('Message', 'Written in the chat when the round button is used.'),
        },
        { label: 'WhatsApp button' },
      ),
      carousel: object(
        {
          previous: line('Previous button', 30, 'Read out by screen readers for the left arrow.'),
          next: line('Next button', 30, 'Read out by screen readers for the right arrow.'),
          slide: template(
            'Slide name',
            'count',
            40,
            'Read out by screen readers for each slide; {index} is its place.',
          ),
        },
        { label: 'Carousels' },
      ),
      menu: object(
        {
          open: line('Menu button', 30),
          name: line('Menu name', 40, 'Read out by screen readers for the open menu and its list of links.'),
          heading: line('Menu title', 30, 'The small label at the top of the open menu.'),
          close: line('Close button', 30),
          closeHint: line('Close button, for screen readers', 30, 'Read out after the close button’s text.'),
          servicesHeading: line('Services heading', 40),
          contactHeading: line('Contact heading', 40),
        },
        { label: 'Menu' },
      ),
    },
  }),
  footer: singleton({
    label: 'Footer',
    path: `${CONTENT_DIR}/pages/footer`,
    fields: {
      cta: object(
        { eyebrow: eyebrow(), heading: heading(), text: paragraph('Text', 300) },
        { label: 'Call to action' },
      ),
      usefulLinksHeading: line('Useful links heading', 40),
      servicesHeading: line('Services heading', 40),
      subscribe: object(
        {
          heading: heading(),
          text: paragraph('Text', 300),
          label: line('Field label', 40),
          button: line('Button', 30),
          success: line('Subscribed', 80),
          privacyNote: line(
            'Privacy line',
            120,
            'Under the form, followed by the link to the privacy notice.',
          ),
        },
        { label: 'Newsletter' },
      ),
      rights: line('After the copyright', 60),
    },
  }),
  notFound: singleton({
    label: 'Page not found',
    path: `${CONTENT_DIR}/pages/not-found`,
    fields: {
      heading: heading(),
      text: paragraph('Text', 200),
      cta: line('Button', 30),
      marquee: line('Marquee', 30),
    },
  }),
  search: singleton({
    label: 'Site search',
    path: `${CONTENT_DIR}/pages/search`,
    fields: {
      inputLabel: line('Field label', 40),
      placeholder: line('Placeholder', 40),
      submit: line('Button', 30),
      resultsLabel: line('Results name', 40),
      groupHeadings: object(
        {
          Service: line('Services', 30),
          Package: line('Packages', 30),
          Project: line('Projects', 30),
          Post: line('Posts', 30),
          Page: line('Pages', 30),
          Team: line('Team', 30),
        },
        { label: 'Group headings' },
      ),
      kindLabels: object(
        {
          Service: line('Service', 30),
          Package: line('Package', 30),
          Project: line('Project', 30),
          Post: line('Post', 30),
          Page: line('Page', 30),
          Team: line('Team member', 30),
        },
        { label: 'Result labels' },
      ),
      resultsFor: line('Results for', 60, '{query} is replaced.'),
      count: object(
        { one: line('One result', 30), other: line('Several results', 30, '{count} is replaced.') },
        { label: 'Result count' },
      ),
      prompt: paragraph('Prompt', 200),
      loading: line('Loading', 30),
      pageLoading: line(
        'Results loading',
        30,
        'Name of the loading indicator while the results page renders.',
      ),
      noMatch: line('Nothing matched', 80, '{query} is replaced.'),
      seeAll: line('See all results', 40),
      keyboardHint: line('Keyboard hint', 120),
      empty: object(
        {
          heading: heading(),
          text: paragraph('Text', 300),
          servicesHeading: line('Services heading', 40),
          blogText: line('Blog sentence', 120),
          blogLink: line('Blog link', 30),
        },
        { label: 'No results' },
      ),
    },
  }),
};
