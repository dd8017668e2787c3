import { ExperienceSection } from '@/components/sections/experience-section';
import { TeamTeaserSection } from '@/components/sections/team-teaser-section';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { aboutCopy, pages } from '@/content/pages';
import { featuredTestimonials } from '@/content/testimonials';
import { createMetadata } from '@/lib/seo';

export const metadata = createMetadata({ ...pages.aboutUs, path: '/about-us' });

export default function AboutPage() {
  return (
    <>
      <PageHeader
        title={aboutCopy.heading}
        crumbs={crumbsFor({ label: pages.aboutUs.title, href: '/about-us' })}
        intro={aboutCopy.intro.map((paragraph, index) => (
          <p key={index} className={index > 0 ? 'mt-4' : undefined}>
            {paragraph}
          </p>
        ))}
      />
      <ExperienceSection />
      <TestimonialsSection
        id="about-testimonials-heading"
        eyebrow={aboutCopy.testimonials.eyebrow}
        heading={aboutCopy.testimonials.heading}
        testimonials={featuredTestimonials}
      />
      <TeamTeaserSection />
    </>
  );
}
