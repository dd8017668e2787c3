import { SectionHeading } from '@/components/ui/section-heading';
import { RevealOnView } from '@/components/motion/reveal-on-view';
import { SkillBar } from '@/components/ui/skill-bar';
import type { Skill } from '@/content/site';

interface SkillsSectionProps {
  eyebrow: string;
  heading: string;
  text: string;
  skills: readonly Skill[];
}

/** Heading and text beside the skill bars, which fill in as they scroll into view. */
export function SkillsSection({ eyebrow, heading, text, skills }: SkillsSectionProps) {
  return (
    <section aria-labelledby="skills-heading" className="relative overflow-clip section-y">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 -left-40 size-[36rem] -translate-y-1/2 rounded-full bg-[radial-gradient(circle,rgb(198_244_50/0.08),transparent_65%)]"
      />
      <div className="relative container-site grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-24">
        <SectionHeading id="skills-heading" eyebrow={eyebrow} title={heading} text={text} />
        <RevealOnView className="grid gap-10 rounded-card border border-ink-800 bg-ink-900/60 p-7 sm:p-10 lg:p-12">
          {skills.map((skill, index) => (
            <SkillBar key={skill.label} label={skill.label} value={skill.value} order={index} />
          ))}
        </RevealOnView>
      </div>
    </section>
  );
}
