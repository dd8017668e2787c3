import Link from 'next/link';
import { LANGUAGES, LEAD_FORMS, type LeadFilter } from '@/lib/inbox/filters';
import { FORM_NAMES, LANGUAGE_NAMES } from './format';

interface LeadFiltersProps {
  filter: LeadFilter;
  sources: string[];
}

const LABEL = 'grid min-w-0 gap-1 text-sm font-medium';

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
      <label className={LABEL}>
        Form
        <select className="field" name="form" defaultValue={filter.form ?? ''}>
          <option value="">Any form</option>
          {LEAD_FORMS.map((form) => (
            <option key={form} value={form}>
              {FORM_NAMES[form]}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Language
        <select className="field" name="language" defaultValue={filter.language ?? ''}>
          <option value="">Any language</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </label>
      <label className={`${LABEL} col-span-2`}>
        Source
        <select className="field" name="source" defaultValue={filter.source ?? ''}>
          <option value="">Any source</option>
          {filter.source && !sources.includes(filter.source) && (
            <option value={filter.source}>{filter.source}</option>
          )}
          {sources.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
      </label>
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
