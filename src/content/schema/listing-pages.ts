/**
 * The copy of the pages that list work, posts and prices, and of the agency-profile PDF.
 */
import { list, object, text } from './fields';
import { CONTENT_DIR, line, paragraph, template, heading, eyebrow, singleton } from './kit';
import { portfolioCategoryFilters, portfolioFilterIds } from './constants';

export const listingPages = {
  portfolioPage: singleton({
    label: 'Portfolio pages',
    path: `${CONTENT_DIR}/pages/portfolio`,
    fields: {
      heading: heading(),
      text: paragraph('Text', 300),
      visitLabel: line('Card link', 40),
      galleryHeading: line('Gallery heading', 40),
      filterLabel: line('Filter group name', 80, 'Read out by screen readers.'),
      results: object(
        {
          one: line('One project', 40),
          other: line('Several projects', 40, '{count} is replaced by the number.'),
        },
        { label: 'Result count' },
      ),
      categories: object(
        Object.fromEntries(
          Object.keys(portfolioCategoryFilters).map((id) => [id, line(`Category: ${id}`, 40)]),
        ) as Record<keyof typeof portfolioCategoryFilters, ReturnType<typeof line>>,
        { label: 'Category names on the cards' },
      ),
      filters: object(
        Object.fromEntries(portfolioFilterIds.map((id) => [id, line(`Filter: ${id}`, 30)])) as Record<
          (typeof portfolioFilterIds)[number],
          ReturnType<typeof line>
        >,
        { label: 'Filter names' },
      ),
      caseStudy: object(
        {
          breadcrumb: line('Breadcrumb: portfolio', 30),
          facts: object(
            {
              client: line('Client', 20),
              industry: line('Industry', 20),
              city: line('City', 20),
              year: line('Year', 20),
              duration: line('Duration', 20),
            },
            { label: 'Fact labels' },
          ),
          servicesHeading: line('Services heading', 40),
          challengeHeading: line('Challenge heading', 40),
          approachHeading: line('Approach heading', 40),
          resultsHeading: line('Results heading', 40),
          galleryHeading: line('Gallery heading', 40),
          testimonialHeading: line('Testimonial heading', 40),
          toolsHeading: line('Tools heading', 40),
          visitLive: line('Live site link', 40),
          relatedHeading: line('Related projects heading', 60),
          previous: line('Previous project', 30),
          next: line('Next project', 30),
          navLabel: line('Project navigation name', 60),
          cta: object(
            {
              heading: heading(),
              text: paragraph('Text', 300),
              button: line('Button', 40),
              subject: line('Form subject', 80, '{project} is replaced by the project title.'),
              whatsapp: object(
                {
                  link: template('WhatsApp link', 'service', 80, 'The project’s first service.'),
                  message: template(
                    'WhatsApp message',
                    'service',
                    200,
                    'Written in the chat for the visitor to send; {project} is replaced by the project title.',
                  ),
                },
                { label: 'WhatsApp link' },
              ),
            },
            { label: 'Call to action' },
          ),
        },
        { label: 'Case study pages' },
      ),
    },
  }),
  blogPage: singleton({
    label: 'Blog pages',
    path: `${CONTENT_DIR}/pages/blog`,
    fields: {
      eyebrow: eyebrow(),
      listHeading: heading(),
      readArticle: line('Read article', 30),
      readingUnit: line('Reading time unit', 20),
      tagsLabel: line('Tags', 20),
      publishedOn: line('Published', 20),
      previousPost: line('Previous post', 30),
      nextPost: line('Next post', 30),
      postNavLabel: line('Post navigation name', 40),
      backToBlog: line('Back to the blog', 30),
      pagination: object(
        {
          label: line('Name', 30),
          previous: line('Newer posts', 30),
          next: line('Older posts', 30),
          status: line('Page status', 40, '{page} and {count} are replaced.'),
          title: line('Page title', 40, '{page} is replaced.'),
        },
        { label: 'Pages of posts' },
      ),
      empty: line('No posts', 80),
      feed: object(
        {
          title: line('Feed title', 60),
          linkTitle: line('Feed link title', 60),
          subscribe: line('Feed link', 30),
        },
        { label: 'RSS feed' },
      ),
    },
  }),
  profile: singleton({
    label: 'Agency profile PDF',
    path: `${CONTENT_DIR}/pages/profile`,
    fields: {
      fileName: text({
        label: 'File name',
        max: 80,
        pattern: { regex: /^[a-z0-9-]+\.pdf$/, message: 'lower-case, ending in .pdf' },
      }),
      documentTitle: line('Document title', 80),
      subject: paragraph('Subject', 200),
      coverEyebrow: eyebrow(),
      figuresHeading: heading(),
      servicesFigure: line('Services figure', 40, 'Under the number of services, among the cover’s figures.'),
      servicesEyebrow: eyebrow(),
      processHeading: heading(),
      workEyebrow: eyebrow(),
      workHeading: heading(),
      contactEyebrow: eyebrow(),
      contactLabels: object(
        {
          office: line('Office', 20),
          email: line('Email', 20),
          phone: line('Phone', 20),
          hours: line('Hours', 20),
          website: line('Website', 20),
          socials: line('Socials', 20),
        },
        { label: 'Contact labels' },
      ),
      footer: line('Footer', 40),
    },
  }),
  pricing: singleton({
    label: 'Pricing page and packages',
    path: `${CONTENT_DIR}/pages/pricing`,
    fields: {
      heading: heading(),
      text: paragraph('Text', 300),
      glance: object(
        { heading: heading(), text: paragraph('Text', 300) },
        {
          label: 'All packages at a glance',
          description: 'The short list of every price, at the top of /pricing.',
        },
      ),
      notes: list(paragraph('Note', 300), {
        label: 'Notes under the prices',
        description: 'What every price does or does not cover (tax, ad spend).',
        min: 0,
        max: 4,
      }),
      packages: object(
        {
          heading: template('Heading on a service page', 'service', 80),
          text: paragraph('Text on a service page', 300),
          recommended: line('Recommended badge', 30),
          includes: line('Included heading', 40),
          excludes: line('Not included heading', 40),
          delivery: line('Delivery time label', 30),
          usd: template(
            'Price in dollars',
            'price',
            80,
            'Shown under the rupee price where a package has one.',
          ),
          choose: template('Button', 'package', 40, 'Opens the contact form with the package filled in.'),
          subject: text({
            label: 'Subject of the enquiry',
            description:
              'Filled into the contact form’s subject. {service}, {package} and {price} are replaced.',
            max: 120,
            pattern: {
              regex: /(?=.*\{service\})(?=.*\{package\})(?=.*\{price\})/s,
              message: 'must contain {service}, {package} and {price}',
            },
          }),
          whatsappLink: template('WhatsApp link', 'package', 60),
          whatsappMessage: template(
            'WhatsApp message',
            'package',
            200,
            'Written in the chat for the visitor to send; {service} and {price} are replaced too.',
          ),
          allPrices: line('Link to /pricing', 40, 'Under the packages on a service page.'),
          aboutService: template(
            'Link to the service page',
            'service',
            60,
            'On /pricing, beside each service.',
          ),
        },
        {
          label: 'Packages',
          description: 'The words around the packages, on the service pages and on /pricing.',
        },
      ),
      cta: object(
        { heading: heading(), text: paragraph('Text', 300), button: line('Button', 40) },
        { label: 'Closing call to action', description: 'For work no package fits.' },
      ),
    },
  }),
};
