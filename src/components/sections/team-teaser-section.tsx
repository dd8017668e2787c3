import { SectionHeading, SectionHeadingLink } from '@/components/ui/section-heading';
import { TeamGrid } from '@/components/sections/team-grid-section';
import { copyOf } from '@/content/localized';
import { englishOnly, type Locale } from '@/content/locales';
import { linkTo } from '@/lib/i18n/routes';

interface TeamTeaserSectionProps {
  locale: Locale;
}

export function TeamTeaserSection({ locale }: TeamTeaserSectionProps) {
  const { team } = copyOf(locale, 'about');
  return (
    <section aria-labelledby="about-team-heading" className="border-t border-ink-800 section-y">
      <div className="container-site">
        <SectionHeading
          id="about-team-heading"
          eyebrow={team.eyebrow}
          title={team.heading}
          text={team.text}
          action={<SectionHeadingLink {...linkTo(locale, '/our-team')}>{team.cta}</SectionHeadingLink>}
        />
        {/* Names, roles and portraits' descriptions are written in English only. */}
        <TeamGrid className="mt-12" lang={englishOnly(locale)} />
      </div>
    </section>
  );
}
