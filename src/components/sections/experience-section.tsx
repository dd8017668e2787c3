import { RevealOnView } from '@/components/motion/reveal-on-view';
import { SkillBar } from '@/components/ui/skill-bar';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { siteWordsOf } from '@/content/site';

interface ExperienceSectionProps {
  locale: Locale;
}

export function ExperienceSection({ locale }: ExperienceSectionProps) {
  const aboutCopy = copyOf(locale, 'about');
  const { figures, aboutSkills } = siteWordsOf(locale);
  return (
    <section aria-labelledby="experience-heading" className="section-y">
      <div className="container-site grid grid-cols-1 gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <h2 id="experience-heading" className="flex items-end gap-5">
            <span className="font-display text-[clamp(6rem,18vw,11rem)] leading-[0.8] font-bold text-accent">
              {figures.yearsOfExperience.value}
            </span>
            <span className="min-w-0 pb-2 text-2xl font-bold sm:text-4xl">
              {aboutCopy.experience.heading}
            </span>
          </h2>
          <p className="mt-8 max-w-lg text-lg text-muted">{aboutCopy.experience.text}</p>
        </div>
        <RevealOnView className="self-center">
          <ul className="grid gap-8">
            {aboutSkills.map((skill, index) => (
              <li key={skill.label}>
                <SkillBar label={skill.label} value={skill.value} order={index} />
              </li>
            ))}
          </ul>
        </RevealOnView>
      </div>
    </section>
  );
}
