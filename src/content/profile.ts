/** Words of the agency-profile PDF that no page of the site already says. */
export const profileCopy = {
  fileName: 'ravi-digital-agency-profile.pdf',
  documentTitle: 'Ravi Digital agency profile',
  subject:
    'Services, process, figures and contact details of Ravi Digital, a web and marketing agency in Lahore.',
  coverEyebrow: 'Agency profile',
  figuresHeading: 'Ravi Digital in numbers',
  servicesEyebrow: 'Our services',
  processHeading: 'How we work',
  contactEyebrow: "Let's talk",
  contactLabels: {
    office: 'Office',
    email: 'Email',
    phone: 'Phone',
    hours: 'Opening hours',
    website: 'Website',
    socials: 'Follow us',
  },
  /** `openingHours` in site.ts is machine-readable; this is how people read it. */
  openingHours: 'Monday to Saturday, 10:00 to 19:00',
  footer: 'Agency profile',
} as const;
