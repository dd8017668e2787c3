import type { PageCopy } from './types';

/** Title (without the brand, which the layout's template adds) and meta description of each page. */
export const pages = {
  home: {
    title: 'Web Design, SEO and Digital Marketing in Lahore',
    description:
      'Ravi Digital is a Lahore agency building websites, SEO, social media and paid campaigns that bring Pakistani businesses more enquiries and sales.',
  },
  aboutUs: {
    title: 'About Us',
    description:
      'Meet Ravi Digital, a Lahore web and marketing agency founded in 2022, with a team of 34 and 52 completed projects for local and overseas clients.',
  },
  services: {
    title: 'Services',
    description:
      'Web development, SEO, social media, digital marketing, UI/UX, graphic design, video editing, content writing and branding from one Lahore team.',
  },
  portfolio: {
    title: 'Portfolio',
    description:
      'Websites, mobile apps, social media campaigns, packaging and design work we have made for clinics, schools, restaurants, exporters and start-ups.',
  },
  ourTeam: {
    title: 'Our Team',
    description:
      'Meet the designers, developers, marketers, writers and editors at Ravi Digital who plan, build and run client projects from our Gulberg office.',
  },
  contactUs: {
    title: 'Contact Us',
    description:
      'Call, email or visit Ravi Digital in Gulberg III, Lahore. Tell us about your website or marketing plans and we will suggest clear next steps.',
  },
  blog: {
    title: 'Blog',
    description:
      'Practical articles on websites, SEO, social media and online advertising for Pakistani business owners, written by the Ravi Digital team.',
  },
  search: {
    title: 'Search',
    description:
      'Search the Ravi Digital website for services, portfolio projects, team members and articles on web design, SEO and digital marketing.',
  },
  modernHome: {
    title: 'Modern Agency',
    description:
      'Ravi Digital plans, designs and builds websites, mobile apps and marketing campaigns for growing businesses in Lahore and across Pakistan.',
  },
  notFound: {
    title: 'Page not found',
    description:
      'The page you were looking for could not be found. Go back to the Ravi Digital home page or browse our services, portfolio and contact details.',
  },
} as const satisfies Record<string, PageCopy>;

export const homeCopy = {
  hero: {
    heading: 'Your digital marketing success starts here',
    text: 'We build websites, run social media and plan advertising for businesses across Pakistan, so more of the right customers find you and get in touch.',
    cta: 'Get Consultation',
    secondaryCta: 'Explore services',
  },
  about: {
    eyebrow: 'About Us',
    heading: 'One Lahore team for your website, content and marketing',
    paragraphs: [
      'Ravi Digital started in 2022 in Gulberg, Lahore, with a simple aim: give local businesses the same quality of website and marketing that larger companies pay for abroad. Today our team of 34 designers, developers, marketers and writers has completed 52 projects for clinics, schools, restaurants, exporters and start-ups.',
      'We keep things straightforward. You get one account manager, a written plan with clear costs, and regular reports that show what your money is doing. We work in English and Urdu, reply on WhatsApp, and stay with you after launch to keep your website fast, secure and up to date.',
    ],
    highlights: [
      'One point of contact for every project',
      'Clear reports in plain language',
      'Support after launch, not just delivery',
    ],
    cta: 'More about us',
  },
  services: {
    eyebrow: 'Our Services',
    heading: 'Everything your business needs to grow online',
    text: 'From your first website to monthly SEO and social media, one team handles design, development, content and advertising, so nothing falls between agencies.',
  },
  /** Empty: the marquee shows the service names instead. */
  marquee: [] as readonly string[],
  portfolio: {
    eyebrow: 'Our Portfolio',
    heading: 'Recent work for Pakistani businesses',
    cta: 'View All',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    heading: 'What our clients say',
  },
  clients: {
    heading: 'More than 100+ companies trusted us worldwide',
  },
} as const;

export const aboutCopy = {
  heading: 'About Us.',
  intro: [
    'Ravi Digital is a web and digital marketing agency based in Gulberg III, Lahore. Since 2022 we have helped clinics, schools, restaurants, textile exporters, property developers and new start-ups build a stronger presence online. Our team of 34 covers web development, UI/UX design, SEO, social media, video editing, content writing and branding, so clients can bring the whole job to one place.',
    'Good marketing starts with understanding the business behind it. Before we design anything, we learn who your customers are, how they buy and what has or has not worked for you before. Then we agree clear goals, share our progress every month and adjust as the results come in. Many of our clients have stayed with us long after their first project.',
  ],
  experience: {
    heading: 'Years of Experience',
    text: 'Four years of building websites and running campaigns for Pakistani businesses, with 52 completed projects and a team that has grown to 34 people.',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    heading: 'Trusted by business owners in Lahore and beyond',
  },
  team: {
    eyebrow: 'Our Team',
    heading: 'The people behind your project',
    text: 'Designers, developers, marketers and writers who work side by side in our Lahore office. We are always glad to hear from talented people who would like to join us.',
    cta: 'Join to us',
  },
} as const;

export const servicesCopy = {
  heading: 'What We Offer',
  text: 'Nine services under one roof, planned together so your website, content and advertising all work towards the same goal.',
  marquee: 'Amazing Design',
  readMore: 'Read More',
  /** Completes 'Read More' for screen readers: 'Read More about Web Development'. */
  readMoreAbout: 'about',
  process: {
    eyebrow: 'Our Process',
    heading: 'How we work with you',
    steps: {
      research: 'Research',
      concept: 'Concept',
      implement: 'Implement',
      handover: 'Handover',
    },
  },
  contactCta: {
    heading: 'Not sure which service you need?',
    text: 'Tell us about your business and your goals. We will suggest a practical plan and a clear quote, with no obligation to go ahead.',
    cta: 'Get Consultation',
  },
  downloadPdf: 'Download PDF',
} as const;

export const teamCopy = {
  heading: 'Our Team.',
  text: "Meet the people who plan, design, build and promote our clients' work. Every project has a named lead and an account manager you can reach directly.",
} as const;

export const portfolioCopy = {
  heading: 'Portfolio.',
  text: 'A selection of websites, apps, campaigns and design work we have made for businesses in Lahore and across Pakistan. Use the filters to browse by type.',
  visitLabel: 'View project',
  galleryHeading: 'Projects',
  filterLabel: 'Filter projects by category',
  /** Announced after filtering; `{count}` is replaced. */
  results: { one: 'Showing 1 project', other: 'Showing {count} projects' },
} as const;

export const contactCopy = {
  heading: 'Contact Us.',
  text: 'Have a project in mind or a question about our services? Send us a message, call the office or visit us in Gulberg, and we will get back to you soon.',
  formHeading: 'Send a message',
  detailsEyebrow: 'Get in touch',
  detailsHeading: 'Visit, call or write to us',
  labels: {
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
  },
  submit: 'Send Message',
  success: 'Message sent successfully!',
  failure: 'An error occurred. Please try again.',
  tooFast: 'Please wait a few seconds before sending again.',
} as const;

/** Words shared by controls across the site. */
export const commonCopy = {
  opensInNewTab: '(opens in a new tab)',
} as const;

export const footerCopy = {
  cta: {
    eyebrow: "Let's Contact",
    heading: 'Ready to grow your business online?',
    text: 'Book a consultation and we will look at your website, social media and advertising, then suggest where to start.',
  },
  usefulLinksHeading: 'Useful Links',
  servicesHeading: 'Services',
  subscribe: {
    heading: 'Newsletter',
    text: 'Practical tips on websites, SEO and social media for Pakistani businesses, sent to your inbox.',
    label: 'Email address',
    button: 'Subscribe',
    success: 'Thanks for subscribing!',
  },
} as const;

export const notFoundCopy = {
  heading: 'Page not found',
  text: 'Sorry, but the page you are looking for does not exist.',
  cta: 'Back to Home',
  marquee: 'Error 404',
} as const;

export const modernHomeCopy = {
  slides: [
    {
      title: 'Websites that bring in customers',
      text: 'We design and build fast, mobile-friendly websites that explain what you do and make it easy for customers to contact you.',
      cta: { label: 'Our Services', href: '/services' },
    },
    {
      title: 'Campaigns people actually remember',
      text: 'Social media, video and advertising planned around your customers, with results you can check in every monthly report.',
      cta: { label: 'See Our Work', href: '/portfolio' },
    },
    {
      title: 'Let us plan your next step',
      text: 'Tell us where your business is today and where you want it to be. We will suggest a practical plan that fits your budget.',
      cta: { label: 'Contact Us', href: '/contact-us' },
    },
  ],
  skills: {
    eyebrow: 'Our Skills',
    heading: 'Design and development under one roof',
    text: 'Our designers and developers work in the same office, so what you approve in the design is what goes live on your website or app.',
  },
  blog: {
    eyebrow: 'Our Blog',
    heading: 'Latest articles and tips',
    viewAll: 'View all posts',
  },
  sliderLabel: 'Highlights',
  tabs: [
    {
      id: 'about',
      label: 'About Us',
      text: 'Ravi Digital is a Lahore agency founded in 2022. We build websites and mobile apps, run SEO and social media, edit video, write content and create brand identities. Our 34-person team works from Gulberg III and serves businesses across Pakistan and abroad, from family-run shops and clinics to textile exporters and growing start-ups.',
    },
    {
      id: 'mission',
      label: 'Our Mission',
      text: 'Our mission is to give Pakistani businesses honest, well-made digital work at a fair price. That means understanding your goals before we quote, explaining our choices in plain language, and measuring success by the enquiries and sales you receive, not by likes alone. Every client should know exactly what they are paying for.',
    },
    {
      id: 'vision',
      label: 'Our Vision',
      text: "We want to be the agency Lahore's business owners recommend to each other, known for dependable work, clear communication and long relationships. As our clients grow into new cities and markets, we want to grow with them, adding the skills they need while keeping the personal service that a close-knit team makes possible.",
    },
    {
      id: 'achievements',
      label: 'Achievements',
      text: 'In four years we have completed 52 projects and grown to a team of 34. More than 100 companies have trusted us with their websites, campaigns and brands, and our customer satisfaction stays above 99 per cent. Our work now reaches customers well beyond Lahore, for clients selling across Pakistan and overseas.',
    },
  ],
  projects: {
    eyebrow: 'Our Projects',
    heading: 'Featured work',
  },
  numbers: {
    heading: 'More than 100+ companies trusted us worldwide',
  },
} as const;
