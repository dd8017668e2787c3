import { SectionHeading, SectionHeadingLink } from '@/components/ui/section-heading';
import { TeamGrid } from '@/components/sections/team-grid-section';
import { aboutCopy } from '@/content/pages';

export function TeamTeaserSection() {
  const { team } = aboutCopy;
  return (
    <section aria-labelledby="about-team-heading" className="border-t border-ink-800 section-y">
      <div className="container-site">
        <SectionHeading
          id="about-team-heading"
          eyebrow={team.eyebrow}
          title={team.heading}
          text={team.text}
          action={<SectionHeadingLink href="/our-team">{team.cta}</SectionHeadingLink>}
        />
        <TeamGrid className="mt-12" />
      </div>
    </section>
  );
}
