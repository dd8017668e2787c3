import { Picture } from '@/components/ui/picture';
import { team as allMembers } from '@/content/team';
import type { TeamMember } from '@/content/types';
import { cn } from '@/lib/utils';

interface TeamGridProps {
  members?: readonly TeamMember[];
  /** Level of each member's name: h2 when the grid sits right under the page's h1, h3 inside a section. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /**
   * When the grid opens the page: the first row's portraits load at once and the first one, the
   * largest paint on a phone, is preloaded. Elsewhere every portrait loads lazily.
   */
  aboveTheFold?: boolean;
  /** The team's language, when it is not the page's. */
  lang?: string;
}

/** Portraits in the first row at the widest layout (three columns from `lg`). */
const FIRST_ROW = 3;

/** The team as a grid of portraits with role and name: one column, two from `sm`, three from `lg`. */
export function TeamGrid({
  members = allMembers,
  headingLevel: Heading = 'h3',
  className,
  aboveTheFold = false,
  lang,
}: TeamGridProps) {
  return (
    <ul
      lang={lang}
      className={cn('grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-16', className)}
    >
      {members.map((member, index) => (
        <li key={member.slug} id={member.slug} className="group scroll-mt-24">
          <div className="overflow-hidden rounded-card border border-ink-800 bg-ink-900 transition-colors duration-300 group-hover:border-accent/60">
            <Picture
              image={member.image}
              slot="teamGrid"
              preload={aboveTheFold && index === 0}
              loading={aboveTheFold && index < FIRST_ROW ? 'eager' : 'lazy'}
              className="aspect-[5/6] w-full object-cover transition-transform duration-700 ease-out-expo motion-safe:group-hover:scale-[1.04]"
            />
          </div>
          <p className="mt-6 eyebrow">{member.role}</p>
          <Heading className="mt-2 text-2xl font-bold">{member.name}</Heading>
        </li>
      ))}
    </ul>
  );
}
