import { WhatsAppTextLink } from '@/components/ui/whatsapp-link';
import { portfolioCopy } from '@/content/pages';
import { getService } from '@/content/services';
import type { PortfolioItem } from '@/content/types';
import { analyticsAttributes } from '@/lib/analytics';
import { fillTemplate } from '@/lib/i18n/copy';

interface ProjectWhatsAppLinkProps {
  item: Pick<PortfolioItem, 'slug' | 'title' | 'services'>;
  /** The agency's WhatsApp number; without one there is no link. */
  whatsapp: string | undefined;
}

/** 'Ask about <the project's first service> on WhatsApp', for a case study's call to action. */
export function ProjectWhatsAppLink({ item, whatsapp }: ProjectWhatsAppLinkProps) {
  const [first] = item.services;
  if (!first) return null;
  const names = { service: getService(first)?.title ?? first, project: item.title };
  const copy = portfolioCopy.caseStudy.cta.whatsapp;
  return (
    // On one line beside the call to action's button on wide screens, where it would otherwise
    // break inside the narrow column the button leaves it.
    <WhatsAppTextLink
      locale="en"
      number={whatsapp}
      message={fillTemplate(copy.message, names)}
      analytics={analyticsAttributes('WhatsApp Click', { placement: 'case-study', project: item.slug })}
      className="lg:whitespace-nowrap"
    >
      {fillTemplate(copy.link, names)}
    </WhatsAppTextLink>
  );
}
