import type { Service } from './types';

/**
 * The agency's nine services, in the order the site lists them. Slugs match the spec's
 * routes exactly (including their mixed case); image paths use the slug lower-cased.
 */
export const services = [
  {
    slug: 'web-development',
    title: 'Web Development',
    cardTitle: 'Web Development',
    icon: 'code',
    summary:
      'Fast, mobile-first websites and online stores built on Next.js, WordPress or Shopify, designed to turn visitors into enquiries and orders.',
    metaDescription:
      'Web development in Lahore: fast, mobile-friendly websites and online stores on Next.js, WordPress, Shopify and WooCommerce for businesses in Pakistan.',
    image: {
      src: '/images/services/web-development.svg',
      width: 1200,
      height: 800,
      alt: 'Illustration of a responsive website shown on a laptop and a phone',
    },
    description:
      'Our web development team builds websites that load quickly on a mid-range Android phone over mobile data, because that is how most of your customers in Pakistan will see them. We use Next.js for custom sites and web apps, WordPress for businesses that want to edit their own pages, and Shopify or WooCommerce for online stores. Every build is checked against Core Web Vitals, structured for search engines and connected to the tools you already rely on: WhatsApp chat, Google Analytics, local payment gateways and courier booking for cash-on-delivery orders.',
    shortDescription:
      'Whether you run a clinic that needs online appointment requests, a school that publishes admission notices or a textile exporter showing catalogues to foreign buyers, we plan the site around what your visitors need to do, not around a template.',
    firstFeatures: [
      'Custom Next.js websites',
      'WordPress sites you can edit',
      'Shopify and WooCommerce stores',
      'Landing pages for ad campaigns',
    ],
    secondFeatures: [
      'Core Web Vitals performance tuning',
      'Local payment gateway integration',
      'WhatsApp and enquiry form integration',
      'Hosting, SSL and ongoing maintenance',
    ],
    leftImage: {
      src: '/images/services/web-development-detail-1.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of code brackets and page wireframes coming together into a website layout',
    },
    rightImage: {
      src: '/images/services/web-development-detail-2.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of an online store checkout with a shopping basket and a payment card',
    },
    process: {
      research:
        'We study your business, your competitors’ websites and the people you sell to, then agree a sitemap, the pages that matter most and the action each visitor should take.',
      concept:
        'We design the key pages in Figma for mobile and desktop, share a clickable prototype, and settle content, features and platform before any code is written.',
      implement:
        'Our developers build the site in stages on a staging link you can check at any time, testing speed, forms, payments and every screen size as we go.',
      handover:
        'We launch on your domain, set up analytics and backups, and train your team to update content, then stay on hand for fixes and updates under an optional maintenance plan.',
    },
    closing: 'contact',
    keywords: [
      'website',
      'web design',
      'nextjs',
      'wordpress',
      'ecommerce',
      'shopify',
      'woocommerce',
      'website development lahore',
    ],
  },
  {
    slug: 'digital-marketing-services',
    title: 'Digital Marketing',
    cardTitle: 'Digital Marketing',
    icon: 'megaphone',
    summary:
      'Paid campaigns on Google, Meta and TikTok, planned around a clear budget and measured by the leads and sales they bring in.',
    metaDescription:
      'Digital marketing in Lahore: Google, Meta and TikTok ads, remarketing and WhatsApp lead campaigns that bring Pakistani businesses measurable results.',
    image: {
      src: '/images/services/digital-marketing-services.svg',
      width: 1200,
      height: 800,
      alt: 'Illustration of a megaphone sending ads to a phone, a laptop and a rising sales chart',
    },
    description:
      'Our digital marketing services combine paid search, social advertising and follow-up so that every rupee you spend can be traced to a result. We run Google Search and Performance Max campaigns for people already looking for what you sell, Meta and TikTok ads to reach new audiences across Pakistan, and remarketing to bring back visitors who did not buy the first time. Leads go straight to WhatsApp, a phone call or a short form, and conversion tracking is set up properly from day one, so you see cost per lead and cost per sale, not just clicks.',
    shortDescription:
      'We work with monthly budgets that suit local businesses, from a restaurant promoting a new branch to a real estate developer launching a housing project, and we report in plain language every month with clear next steps.',
    firstFeatures: [
      'Google Search and Shopping ads',
      'Meta and TikTok ad campaigns',
      'Remarketing to past website visitors',
      'Landing pages built for conversions',
    ],
    secondFeatures: [
      'Conversion tracking and GA4 setup',
      'WhatsApp and call lead tracking',
      'Email and SMS follow-up campaigns',
      'Monthly reports in plain language',
    ],
    leftImage: {
      src: '/images/services/digital-marketing-services-detail-1.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a target with ad cards for search, social and video aimed at its centre',
    },
    rightImage: {
      src: '/images/services/digital-marketing-services-detail-2.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a campaign dashboard showing leads, cost per lead and a WhatsApp message',
    },
    process: {
      research:
        'We review your past campaigns, competitors’ ads and customer data, then agree a budget, target cities and the one or two numbers that will define success.',
      concept:
        'We plan the campaign structure, audiences and offers, and write ad copy and creative briefs in English, Urdu or both, depending on who you want to reach.',
      implement:
        'We launch with tracking in place, test different ads and audiences, and shift budget each week towards whatever is producing leads at the lowest cost.',
      handover:
        'Ad accounts always stay in your name. Each month you get a clear report and a short review call covering spend, leads, cost per result and what we will change next.',
    },
    closing: 'contact',
    keywords: [
      'digital marketing',
      'google ads',
      'facebook ads',
      'tiktok ads',
      'ppc',
      'lead generation',
      'online advertising',
    ],
  },
  {
    slug: 'social-media-marketing',
    title: 'Social Media Marketing',
    cardTitle: 'Social Media',
    icon: 'share',
    summary:
      'Regular, well-made posts, reels and page management for Facebook, Instagram, TikTok and LinkedIn, in English and Urdu.',
    metaDescription:
      'Social media marketing in Lahore: content calendars, reels, Urdu and English posts and page management on Facebook, Instagram, TikTok and LinkedIn.',
    image: {
      src: '/images/services/social-media-marketing.svg',
      width: 1200,
      height: 800,
      alt: 'Illustration of a phone showing a social feed with likes, comments and shared posts',
    },
    description:
      'Our social media marketing service keeps your pages active, on-brand and useful to the people who follow them. We plan a monthly content calendar around your business: new dishes and deals for restaurants, health tips and doctor introductions for clinics, admission dates for schools, new arrivals for clothing brands. Our team shoots and edits reels, designs carousels and stories, writes captions in English, Urdu or Roman Urdu, and replies to comments and messages during working hours so potential customers are not left waiting. Paid boosts are planned alongside organic posts, not as an afterthought.',
    shortDescription:
      'You approve each month’s calendar before anything goes live, and we track reach, engagement, profile visits and the WhatsApp and direct-message enquiries your pages bring in, so you can see what is working.',
    firstFeatures: [
      'Monthly content calendar and planning',
      'Reels, stories and carousel posts',
      'Captions in English and Urdu',
      'Ramadan, Eid and seasonal campaigns',
    ],
    secondFeatures: [
      'Comment and inbox management',
      'Boosted posts and audience targeting',
      'Influencer and creator collaborations',
      'Monthly performance and insights report',
    ],
    leftImage: {
      src: '/images/services/social-media-marketing-detail-1.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a monthly content calendar filled with post, reel and story thumbnails',
    },
    rightImage: {
      src: '/images/services/social-media-marketing-detail-2.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a vertical reel on a phone surrounded by chat bubbles and reaction icons',
    },
    process: {
      research:
        'We audit your current pages and study competitors and your audience, noting which platforms, formats and posting times bring real engagement for your kind of business.',
      concept:
        'We set your content pillars, tone of voice and visual style, then prepare a monthly calendar with post ideas, reel scripts and captions for your approval.',
      implement:
        'Our designers, videographers and writers produce the content, schedule it across platforms, respond to comments and messages, and boost the posts that perform best.',
      handover:
        'At the end of each month we share a report on reach, engagement and enquiries, and use what we learned to shape the next month’s calendar.',
    },
    closing: 'contact',
    keywords: [
      'social media',
      'smm',
      'instagram',
      'facebook page',
      'tiktok',
      'reels',
      'linkedin',
      'content calendar',
    ],
  },
  {
    slug: 'graphic-designing',
    title: 'Graphic Designing',
    cardTitle: 'Graphic Design',
    icon: 'palette',
    summary:
      'Print and digital design that looks professional and stays consistent, from social posts and menus to brochures, packaging and signage.',
    metaDescription:
      'Graphic design in Lahore for social media posts, brochures, menus, packaging and signage, with print-ready files for businesses across Pakistan.',
    image: {
      src: '/images/services/graphic-designing.svg',
      width: 1200,
      height: 800,
      alt: 'Illustration of a design canvas with colour swatches, shapes and a pen tool',
    },
    description:
      'Our graphic designing team produces the everyday visuals a business depends on, and makes sure they all look as if they came from the same company. That includes social media posts and ad creatives, restaurant menus, clinic and school brochures, product catalogues for exporters, packaging and labels, flex banners, standees and shop signage. We design with your brand colours and fonts, prepare files at the exact size and colour settings your printer needs (CMYK, bleed and the right resolution), and supply editable source files, so you are never stuck when something needs a small change.',
    shortDescription:
      'Need a single flyer for an event or a steady supply of designs every month? We take on one-off projects and monthly design retainers, with quick revisions and a designer who gets to know your brand.',
    firstFeatures: [
      'Social media posts and ad creatives',
      'Brochures, flyers and company profiles',
      'Menus, catalogues and price lists',
      'Packaging and product label design',
    ],
    secondFeatures: [
      'Flex banners, standees and signage',
      'Print-ready CMYK files with bleed',
      'Editable source files included',
      'Monthly design retainers available',
    ],
    leftImage: {
      src: '/images/services/graphic-designing-detail-1.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a folded brochure, a restaurant menu and a flyer laid out side by side',
    },
    rightImage: {
      src: '/images/services/graphic-designing-detail-2.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a product box and label with printer crop marks and CMYK colour dots',
    },
    process: {
      research:
        'We collect your logo, brand colours, existing material and examples you like, and ask where each design will be used, whether printed or on screen, and by whom.',
      concept:
        'Our designer presents two or three initial directions using your real text and images, so you can compare layouts side by side and choose one to refine.',
      implement:
        'We refine the chosen direction through rounds of feedback, then prepare every size and format you need, checking spelling, colours and print settings before final approval.',
      handover:
        'You receive print-ready PDFs, web-ready images and editable source files, and we can work with your printer in Lahore to check proofs before the full print run.',
    },
    closing: 'contact',
    keywords: [
      'graphic design',
      'brochure',
      'flyer',
      'menu design',
      'packaging',
      'banner design',
      'social media posts',
    ],
  },
  {
    slug: 'Ui-Ux',
    title: 'UI/UX Design',
    cardTitle: 'UI/UX Design',
    icon: 'layout',
    summary:
      'Research-led interface design for websites, mobile apps and dashboards, delivered as tested Figma prototypes your developers can build from.',
    metaDescription:
      'UI/UX design in Lahore: user research, wireframes, Figma prototypes and design systems for websites, mobile apps and dashboards built in Pakistan.',
    image: {
      src: '/images/services/ui-ux.svg',
      width: 1200,
      height: 800,
      alt: 'Illustration of app screens and wireframes linked by arrows showing a user journey',
    },
    description:
      'Good UI/UX design makes a product easy to use the first time, which means fewer support calls, fewer abandoned carts and more people finishing the task they came for. We start by understanding your users, whether they are patients booking appointments, parents checking fee vouchers or customers ordering through a mobile app, and map the journeys that matter most. We turn those journeys into wireframes, clickable Figma prototypes and a polished visual design, test them with real people, and support Urdu and right-to-left layouts where your audience needs them.',
    shortDescription:
      'Every project ends with a documented design system of colours, typography, components and spacing, so your own developers or ours can build the screens accurately and keep new features consistent later on.',
    firstFeatures: [
      'User research and journey mapping',
      'Wireframes for key screens',
      'Clickable Figma prototypes',
      'Usability testing with real users',
    ],
    secondFeatures: [
      'Mobile app and web interfaces',
      'Dashboard and admin panel design',
      'Design systems and component libraries',
      'Developer handoff with specifications',
    ],
    leftImage: {
      src: '/images/services/ui-ux-detail-1.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of low-fidelity wireframe sketches turning into a finished mobile screen',
    },
    rightImage: {
      src: '/images/services/ui-ux-detail-2.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a design system sheet with buttons, colour tokens and type styles',
    },
    process: {
      research:
        'We interview users and stakeholders, review analytics and competing products, and identify the main tasks people need to complete and where they currently get stuck.',
      concept:
        'We sketch user flows and low-fidelity wireframes, agree the structure with you, then build a clickable Figma prototype of the most important journeys.',
      implement:
        'We test the prototype with a small group of real users, fix whatever confuses them, and apply the final visual design across every screen and state.',
      handover:
        'Developers receive the Figma file, a design system and annotated specifications, and we stay available during the build to answer questions and review the result.',
    },
    closing: 'contact',
    keywords: [
      'ui design',
      'ux design',
      'figma',
      'prototype',
      'wireframe',
      'app design',
      'user experience',
      'design system',
    ],
  },
  {
    slug: 'search-engine-optimization',
    title: 'Search Engine Optimization',
    cardTitle: 'SEO Services',
    icon: 'search',
    summary:
      'Technical fixes, useful content and local SEO that help your business rank on Google when customers in Pakistan search for what you offer.',
    metaDescription:
      'SEO services in Lahore: technical audits, keyword research, content and Google Business Profile optimisation to help Pakistani businesses rank higher.',
    image: {
      src: '/images/services/search-engine-optimization.svg',
      width: 1200,
      height: 800,
      alt: 'Illustration of a magnifying glass over a search results page with one result rising to the top',
    },
    description:
      'Search engine optimisation is how customers find you without you paying for every click. Our SEO work covers three areas. Technical: site speed, Core Web Vitals, mobile usability, indexing and structured data. Content: keyword research in English and Roman Urdu, service and location pages, and articles that answer real questions. Local: Google Business Profile optimisation, reviews and consistent listings, so you appear in the map results when someone searches for a dentist in DHA or a caterer in Johar Town. We follow Google’s guidelines, so the rankings we build are not undone by the next update.',
    shortDescription:
      'SEO takes months rather than days, so we set realistic expectations from the start and report every month on rankings, organic traffic, calls and enquiries, showing clearly what has changed and why.',
    firstFeatures: [
      'Technical SEO audit and fixes',
      'Keyword research and content planning',
      'On-page optimisation of key pages',
      'Core Web Vitals and speed improvements',
    ],
    secondFeatures: [
      'Google Business Profile optimisation',
      'Local citations and review strategy',
      'Quality link building outreach',
      'Monthly ranking and traffic reports',
    ],
    leftImage: {
      src: '/images/services/search-engine-optimization-detail-1.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a map with location pins and a business listing card showing star ratings',
    },
    rightImage: {
      src: '/images/services/search-engine-optimization-detail-2.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a speed gauge beside a line chart of organic traffic growing over time',
    },
    process: {
      research:
        'We audit your website, Search Console data and competitors, and research the keywords your customers actually use, including local and Roman Urdu searches.',
      concept:
        'We prioritise the fixes and content with the biggest likely impact and turn them into a clear three-month plan with target pages and keywords.',
      implement:
        'We fix technical issues, optimise existing pages, publish new content, improve your Google Business Profile and earn relevant links from reputable Pakistani and industry websites.',
      handover:
        'Every month you get a report on rankings, organic traffic and leads, along with an updated plan, and all the work and accounts remain fully yours.',
    },
    closing: 'testimonials',
    keywords: [
      'seo',
      'google ranking',
      'local seo',
      'google business profile',
      'keyword research',
      'backlinks',
      'search console',
      'seo lahore',
    ],
  },
  {
    slug: 'Video-Editing',
    title: 'Video Editing',
    cardTitle: 'Video Editing',
    icon: 'film',
    summary:
      'Reels, ads, corporate films and YouTube videos edited for clarity and attention, with subtitles, sound clean-up and colour grading included.',
    metaDescription:
      'Video editing in Lahore for reels, TikTok and YouTube videos, ads and corporate films, with Urdu and English subtitles, motion graphics and colour grading.',
    image: {
      src: '/images/services/video-editing.svg',
      width: 1200,
      height: 800,
      alt: 'Illustration of a video editing timeline with clips, an audio waveform and a play button',
    },
    description:
      'Our video editing service turns raw footage into videos people watch to the end. We edit short vertical reels and TikToks with a strong opening, video ads sized for Meta, YouTube and TikTok, product and property walkthroughs, event highlights, customer testimonials and corporate films for company profiles. Each edit includes clean cuts and pacing, colour correction, licensed music, sound clean-up and subtitles in English or Urdu, since many viewers scroll with the sound off. Motion graphics, animated logos and simple explainer animations can be added where they help tell the story.',
    shortDescription:
      'Send us footage shot on a phone or a professional camera and we will make the most of it. If you also need filming, our team can plan and shoot at your location in Lahore.',
    firstFeatures: [
      'Short reels and TikTok edits',
      'Video ads for social platforms',
      'Corporate and company profile films',
      'YouTube videos and podcast edits',
    ],
    secondFeatures: [
      'English and Urdu subtitles',
      'Colour grading and sound clean-up',
      'Motion graphics and logo animation',
      'Exports for every aspect ratio',
    ],
    leftImage: {
      src: '/images/services/video-editing-detail-1.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a vertical reel on a phone with subtitles and a progress bar',
    },
    rightImage: {
      src: '/images/services/video-editing-detail-2.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a film strip passing through colour grading wheels and a clapperboard',
    },
    process: {
      research:
        'We learn what the video must achieve, where it will be posted and who will watch it, then review your footage, brand assets and any reference videos you like.',
      concept:
        'We outline the structure, opening hook and key messages, choose music and style, and for longer videos agree a script or storyboard before editing begins.',
      implement:
        'Our editors assemble a first cut, add subtitles, graphics and colour grading, then refine it over agreed rounds of revisions based on your timestamped feedback.',
      handover:
        'You receive final exports in every size you need, vertical, square and widescreen, optimised for each platform, with project files available on request.',
    },
    closing: 'contact',
    keywords: [
      'video editing',
      'reels',
      'tiktok',
      'youtube',
      'video ads',
      'subtitles',
      'motion graphics',
      'corporate video',
    ],
  },
  {
    slug: 'content-writing',
    title: 'Content Writing',
    cardTitle: 'Content Writing',
    icon: 'pen',
    summary:
      'Clear, well-researched English and Urdu content for websites, blogs, social media and company profiles, written to inform readers and rank on Google.',
    metaDescription:
      'Content writing in Lahore: website copy, SEO blog articles, product descriptions and company profiles in English and Urdu for businesses across Pakistan.',
    image: {
      src: '/images/services/content-writing.svg',
      width: 1200,
      height: 800,
      alt: 'Illustration of a document with headings and paragraphs beside a pen and a notepad',
    },
    description:
      'Our content writing team writes the words that explain your business, answer your customers’ questions and help your pages rank. We write website copy, SEO blog articles based on keyword research, product descriptions for Shopify and WooCommerce stores, company profiles for exporters, newsletters, and scripts for reels and ads. Every piece is researched and written by our own writers, then edited by a second person and checked for plagiarism. We write in clear English, Urdu or both, and adjust the tone for doctors, parents, home buyers or international buyers.',
    shortDescription:
      'Before writing, we talk to you or your team so the content reflects your real experience, prices and processes, rather than generic claims that could belong to any business.',
    firstFeatures: [
      'Website copy and landing pages',
      'SEO blog articles and guides',
      'Product and category descriptions',
      'Company profiles and brochures',
    ],
    secondFeatures: [
      'Content in English and Urdu',
      'Scripts for reels and ads',
      'Email newsletters and announcements',
      'Editing and plagiarism checks',
    ],
    leftImage: {
      src: '/images/services/content-writing-detail-1.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a blog article outline with headings, bullet points and a keyword tag',
    },
    rightImage: {
      src: '/images/services/content-writing-detail-2.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of English and Urdu text blocks side by side on a web page',
    },
    process: {
      research:
        'We interview you, study your audience and competitors, and research keywords and common questions so each piece answers what readers are actually searching for.',
      concept:
        'We agree topics, outlines, headings and tone of voice with you before writing begins, so there are no surprises when the first draft arrives.',
      implement:
        'Our writers draft the content, a second editor checks facts, grammar and clarity, and we optimise headings, internal links and meta descriptions for search.',
      handover:
        'You receive final copy in Google Docs, ready to publish, or we format and upload it to your website and share a content plan for the months ahead.',
    },
    closing: 'contact',
    keywords: [
      'content writing',
      'copywriting',
      'blog writing',
      'seo content',
      'urdu content',
      'website content',
      'product descriptions',
    ],
  },
  {
    slug: 'Branding-services',
    title: 'Branding',
    cardTitle: 'Brand Identity',
    icon: 'badge',
    summary:
      'Logos, colour palettes and brand guidelines that give your business a clear, memorable identity and keep it consistent everywhere it appears.',
    metaDescription:
      'Branding services in Lahore: logo design, visual identity, brand strategy and brand guidelines for new and established businesses across Pakistan.',
    image: {
      src: '/images/services/branding-services.svg',
      width: 1200,
      height: 800,
      alt: 'Illustration of a logo mark with a colour palette, typography samples and a business card',
    },
    description:
      'Our branding services help a business look and sound like itself, consistently, wherever customers meet it. We start with strategy: who you serve, what makes you different and how you want to be remembered. From there we design the logo, colour palette, typography, patterns and photography style, and test them on real applications such as shop signage, packaging, uniforms, delivery vehicles, social media and your website. Whether you are opening a new restaurant, refreshing a family textile business for export markets or launching a private school, the result is an identity that works in English and Urdu alike.',
    shortDescription:
      'Everything is documented in a brand guidelines book that your staff, printers and future agencies can follow, so your brand stays consistent as the business grows.',
    firstFeatures: [
      'Brand strategy and positioning',
      'Logo design and variations',
      'Colour palette and typography',
      'Business name and tagline ideas',
    ],
    secondFeatures: [
      'Complete brand guidelines document',
      'Stationery and business cards',
      'Packaging and signage applications',
      'Social media brand templates',
    ],
    leftImage: {
      src: '/images/services/branding-services-detail-1.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of brand guideline pages showing logo spacing, colours and font rules',
    },
    rightImage: {
      src: '/images/services/branding-services-detail-2.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a brand applied to a shopfront sign, a shopping bag and a delivery van',
    },
    process: {
      research:
        'We interview the founders and key staff, study your customers and competitors, and agree what your brand should stand for and how it should feel.',
      concept:
        'We present two or three distinct identity directions, each with a logo, colours and typography shown on real applications, so you can judge them in context.',
      implement:
        'We refine the chosen direction, create logo variations and supporting elements, and apply the identity to stationery, signage, packaging and digital templates.',
      handover:
        'You receive every logo file in all the formats you need, a complete brand guidelines document and editable templates, with a walkthrough for your team and printers.',
    },
    closing: 'contact',
    keywords: [
      'branding',
      'logo design',
      'brand identity',
      'brand guidelines',
      'rebranding',
      'visual identity',
      'stationery',
    ],
  },
] as const satisfies readonly Service[];

export function getService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}
