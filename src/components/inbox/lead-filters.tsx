import Link from 'next/link';
import type { ReactNode } from 'react';
import { LANGUAGES, LEAD_FORMS, type LeadFilter } from '@/lib/inbox/filters';
import { FORM_NAMES, LANGUAGE_NAMES } from './format';

interface LeadFiltersProps {
  filter: LeadFilter;
  sources: string[];
}

const LABEL = 'grid min-w-0 gap-1 text-sm font-medium';

const FORMS = LEAD_FORMS.map((form) => [form, FORM_NAMES[form]] as const);
const LANGS = LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language]] as const);

interface ChoiceProps {
  label: string;
  name: string;
  /** The value chosen; none is "any". */
  value: string | undefined;
  /** The option's words for "any": its value is empty. */
  any: string;
  /** Each option's value and words. */
  options: readonly (readonly [string, ReactNode])[];
  className?: string;
}

/** One filter's select, labelled, with "any" first. */
function Choice({ label, name, value, any, options, className }: ChoiceProps) {
  return (
    <label className={className ? `${LABEL} ${className}` : LABEL}>
      {label}
      <select className="field" name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The list's filters: a plain GET form, so it works without JavaScript and can be bookmarked. */
export function LeadFilters({ filter, sources }: LeadFiltersProps) {
  return (
    <form
      method="get"
      action="/admin/leads"
      role="search"
      aria-label="Filter leads"
      className="grid grid-cols-2 gap-3 rounded-xl border border-ink-700 bg-ink-900 p-4 lg:grid-cols-6"
    >
      {filter.status !== 'open' && <input type="hidden" name="status" value={filter.status} />}
      <label className={`${LABEL} col-span-2`}>
        Search
        <input
          className="field"
          type="search"
          name="q"
          defaultValue={filter.q}
          placeholder="Name, e-mail, subject or message"
        />
      </label>
      <Choice label="Form" name="form" value={filter.form} any="Any form" options={FORMS} />
      <Choice label="Language" name="language" value={filter.language} any="Any language" options={LANGS} />
      <Choice
        label="Source"
        name="source"
        value={filter.source}
        any="Any source"
        // A source from the address that no lead has now is still offered, so the filter shows it.
        options={[
          ...(filter.source && !sources.includes(filter.source) ? [filter.source] : []),
          ...sources,
        ].map((source) => [source, source])}
        className="col-span-2"
      />
      <label className={LABEL}>
        From
        <input className="field" type="date" name="from" defaultValue={filter.from} />
      </label>
      <label className={LABEL}>
        To
        <input className="field" type="date" name="to" defaultValue={filter.to} />
      </label>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-4">
        <button type="submit" className="button bg-accent text-on-accent">
          Apply filters
        </button>
        <Link href="/admin/leads" className="button border border-ink-600 text-fg">
          Clear
        </Link>
      </div>
    </form>
  );
}
