import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/lib/utils';

interface SectionHeadingProps {
  /** id for the heading, so the section can be labelled by it (`aria-labelledby`). */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  text?: ReactNode;
  align?: 'start' | 'center';
  /** Heading level; sections on a page are h2, groups inside them h3. */
  level?: 'h2' | 'h3';
  className?: string;
  /** Content placed opposite the heading on wide screens (e.g. a 'View All' link). */
  action?: ReactNode;
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = 'start',
  level: Heading = 'h2',
  className,
  action,
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div
      className={cn(
        'flex flex-col gap-6',
        action && !centered && 'md:flex-row md:items-end md:justify-between',
        centered && 'items-center text-center',
        className,
      )}
    >
      <div className={cn('max-w-3xl', centered && 'mx-auto')}>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <Heading id={id} className="mt-3 text-4xl font-bold sm:text-5xl">
          {title}
        </Heading>
        {text ? <p className="mt-5 text-lg text-muted">{text}</p> : null}
      </div>
      {action}
    </div>
  );
}

interface SectionHeadingLinkProps {
  href: string;
  /** The language of the page linked to, when it is not the page's. */
  hrefLang?: string;
  children: string;
}

/** The link opposite a section's heading ('View All'): an outline button, under the heading on phones. */
export function SectionHeadingLink({ href, hrefLang, children }: SectionHeadingLinkProps) {
  return (
    <ButtonLink
      href={href}
      hrefLang={hrefLang}
      variant="outline"
      icon="arrowUpRight"
      className="self-start md:self-auto"
    >
      {children}
    </ButtonLink>
  );
}
