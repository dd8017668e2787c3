import { BlogTeaserSection } from '@/components/sections/blog-teaser-section';
import { FeaturedProjectsSection } from '@/components/sections/featured-projects-section';
import { ModernSliderSection } from '@/components/sections/modern-slider-section';
import { NumbersSection } from '@/components/sections/numbers-section';
import { SkillsSection } from '@/components/sections/skills-section';
import { TabsSection } from '@/components/sections/tabs-section';
import { crumbsFor } from '@/components/ui/page-header';
import { modernHomeCopy, pages } from '@/content/pages';
import { projects } from '@/content/projects';
import { figures, modernHomeSkills } from '@/content/site';
import { visuals } from '@/content/visuals';
import { getLatestPosts } from '@/lib/blog/posts';
import { createMetadata } from '@/lib/seo/metadata';

const PATH = '/dark/home-modern-agency';

export const metadata = createMetadata({ ...pages.modernHome, path: PATH });

export default function Page() {
  const { slides, skills, blog, tabs, projects: projectsCopy, numbers } = modernHomeCopy;
  return (
    <>
      <ModernSliderSection
        slides={slides}
        label={modernHomeCopy.sliderLabel}
        crumbs={crumbsFor('en', { label: pages.modernHome.title, href: PATH })}
      />
      <SkillsSection
        eyebrow={skills.eyebrow}
        heading={skills.heading}
        text={skills.text}
        skills={modernHomeSkills}
      />
      <BlogTeaserSection
        posts={getLatestPosts(2)}
        eyebrow={blog.eyebrow}
        heading={blog.heading}
        viewAllLabel={blog.viewAll}
      />
      <TabsSection items={tabs} image={visuals.about} />
      <FeaturedProjectsSection
        projects={projects}
        eyebrow={projectsCopy.eyebrow}
        heading={projectsCopy.heading}
      />
      <NumbersSection
        heading={numbers.heading}
        figures={[
          figures.projectsCompleted,
          figures.customerSatisfaction,
          figures.teamMembers,
          figures.customersSatisfied,
        ]}
      />
    </>
  );
}
