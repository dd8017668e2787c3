import type { ReactNode } from 'react';

interface SpeedSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One part of the speed page: a section named by its heading. */
export function SpeedSection({ id, title, children }: SpeedSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
