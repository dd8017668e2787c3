import { ExperienceSection } from '@/components/sections/experience-section';
import { TeamTeaserSection } from '@/components/sections/team-teaser-section';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { webPageJsonLd } from '@/lib/seo/json-ld';

interface AboutPageSectionsProps {
  locale: Locale;
}

/** The About page: the agency's story, its years and skills, what clients say, and the team. */
export function AboutPageSections({ locale }: AboutPageSectionsProps) {
  const aboutCopy = copyOf(locale, 'about');
  const meta = copyOf(locale, 'meta').aboutUs;
  return (
    <>
      <PageHeader
        locale={locale}
        title={aboutCopy.heading}
        crumbs={crumbsFor(locale, { label: meta.title, href: '/about-us' })}
        intro={aboutCopy.intro.map((paragraph, index) => (
          <p key={index} className={index > 0 ? 'mt-4' : undefined}>
            {paragraph}
          </p>
        ))}
      />
      <ExperienceSection locale={locale} />
      <TestimonialsSection locale={locale} id="about-testimonials-heading" copy={aboutCopy.testimonials} />
      <TeamTeaserSection locale={locale} />
      <JsonLd data={webPageJsonLd({ locale, path: '/about-us', ...meta })} />
    </>
  );
}
