import { Fragment } from 'react';

export interface NumberFigure {
  value: string;
  label: string;
}

interface NumbersSectionProps {
  heading: string;
  figures: readonly NumberFigure[];
}

/** Shows any figure in the heading ('100+') in the accent colour. */
function highlightFigures(text: string) {
  return text.split(/(\d+\+?)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="text-accent">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** The agency's figures as a description list: label (dt) and big accent value (dd). */
export function NumbersSection({ heading, figures }: NumbersSectionProps) {
  return (
    <section
      aria-labelledby="numbers-heading"
      className="relative overflow-clip border-t border-ink-800 bg-ink-900 section-y"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 right-[-10%] size-[40rem] rounded-full bg-[radial-gradient(circle,rgb(198_244_50/0.08),transparent_65%)]"
      />
      <div className="relative container-site">
        <h2 id="numbers-heading" className="max-w-3xl text-4xl font-bold sm:text-5xl">
          {highlightFigures(heading)}
        </h2>
        <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 border-t border-ink-700 pt-10 sm:gap-x-10 lg:mt-16 lg:grid-cols-4 lg:pt-14">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse gap-3 lg:border-l lg:border-ink-700 lg:pl-8 lg:first:border-l-0 lg:first:pl-0"
            >
              <dt className="text-sm text-muted sm:text-base">{figure.label}</dt>
              <dd className="font-display text-5xl leading-none font-bold tracking-tight text-accent tabular-nums sm:text-6xl xl:text-7xl">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
