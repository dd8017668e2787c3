import { portfolioCopy } from '@/content/pages';
import { siteConfig } from '@/content/site';
import type { PortfolioItem } from '@/content/types';
import { analyticsAttributes } from '@/lib/analytics';
import { contactHref } from '@/lib/portfolio/case-study';
import { ContactCtaSection } from './contact-cta-section';
import { ProjectWhatsAppLink } from './project-whatsapp-link';

interface CaseStudyCtaSectionProps {
  item: PortfolioItem;
}

/** 'Start a similar project': the contact form with the subject filled in, or WhatsApp. */
export function CaseStudyCtaSection({ item }: CaseStudyCtaSectionProps) {
  const { cta } = portfolioCopy.caseStudy;
  return (
    <ContactCtaSection
      locale="en"
      id="case-study-cta-heading"
      heading={cta.heading}
      text={cta.text}
      cta={cta.button}
      href={contactHref(cta.subject, item.title)}
      analytics={analyticsAttributes('Case Study CTA', { project: item.slug })}
    >
      <ProjectWhatsAppLink item={item} whatsapp={siteConfig.whatsapp} />
    </ContactCtaSection>
  );
}
