import { portfolioCopy } from '@/content/pages';
import type { PortfolioItem } from '@/content/types';

/** Wide screens give each result figure an equal share of the row. */
const RESULT_COLUMNS: Record<number, string> = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };

interface CaseStudyStorySectionProps {
  item: PortfolioItem;
}

/** The challenge, the approach step by step, and the results in figures. */
export function CaseStudyStorySection({ item }: CaseStudyStorySectionProps) {
  const copy = portfolioCopy.caseStudy;
  return (
    <div className="container-site grid gap-16 py-16 md:py-24 lg:gap-24">
      <section aria-labelledby="challenge-heading" className="grid gap-6 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <h2 id="challenge-heading" className="text-3xl font-bold sm:text-4xl">
          {copy.challengeHeading}
        </h2>
        <p className="max-w-3xl text-lg text-muted">{item.challenge}</p>
      </section>
      <section aria-labelledby="approach-heading" className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <h2 id="approach-heading" className="self-start text-3xl font-bold sm:text-4xl lg:sticky lg:top-28">
          {copy.approachHeading}
        </h2>
        <ol className="grid gap-4">
          {item.approach.map((step, index) => (
            <li key={step.title} className="flex gap-5 rounded-card border border-ink-800 bg-ink-900 p-6">
              <span aria-hidden="true" className="font-display text-2xl font-bold text-accent tabular-nums">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className="text-xl font-semibold">{step.title}</h3>
                <p className="mt-2 text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="results-heading">
        <h2 id="results-heading" className="text-3xl font-bold sm:text-4xl">
          {copy.resultsHeading}
        </h2>
        <ul
          className={`mt-8 grid gap-4 sm:grid-cols-2 ${RESULT_COLUMNS[item.results.length] ?? 'lg:grid-cols-4'}`}
        >
          {item.results.map((result) => (
            <li key={result.label} className="rounded-card border border-ink-800 bg-ink-900 p-6 sm:p-8">
              <p className="font-display text-4xl font-bold text-accent sm:text-5xl">{result.value}</p>
              <p className="mt-3 text-muted">{result.label}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
