import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
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
          action={
            <ButtonLink
              href="/our-team"
              variant="outline"
              icon="arrowUpRight"
              className="self-start md:self-auto"
            >
              {team.cta}
            </ButtonLink>
          }
        />
        <TeamGrid className="mt-12" />
      </div>
    </section>
  );
}
