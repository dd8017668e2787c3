import Form from 'next/form';
import type { ComponentProps } from 'react';
import { ControlIcon } from '@/components/ui/control-icon';
import type { SearchCopy } from '@/content/types';
import { MAX_QUERY_LENGTH } from '@/lib/search/query';

/** Where the form sits: the header's search popover, or beside the title of /search. */
const variants = {
  header: {
    form: 'flex items-center gap-2',
    icon: 'ms-2 shrink-0 text-muted',
    labelFirst: true,
    input:
      'min-w-0 flex-1 bg-transparent px-2 py-3 text-base text-fg placeholder:text-muted focus:outline-none',
  },
  page: {
    form: 'flex w-full max-w-xl items-center gap-2 rounded-full border border-ink-700 bg-ink-900 p-1.5 ps-4 lg:justify-self-end',
    icon: 'shrink-0 text-muted',
    labelFirst: false,
    input:
      'min-w-0 flex-1 bg-transparent px-2 py-2.5 text-base text-fg placeholder:text-muted focus:outline-none',
  },
} as const;

type InputProps = Omit<
  ComponentProps<'input'>,
  'id' | 'name' | 'type' | 'placeholder' | 'maxLength' | 'autoComplete' | 'className'
>;

interface SearchFormProps {
  variant: keyof typeof variants;
  copy: Pick<SearchCopy, 'inputLabel' | 'placeholder' | 'submit'>;
  inputId: string;
  /** More for the input: the header's combobox wiring, or the query /search shows. */
  inputProps?: InputProps;
  onSubmit?: () => void;
}

/**
 * The site search form, a plain GET to /search so it works without JavaScript (next/form makes
 * it a client-side navigation). The header box and the /search page both use it.
 */
export function SearchForm({ variant, copy, inputId, inputProps, onSubmit }: SearchFormProps) {
  const classes = variants[variant];
  const label = (
    <label htmlFor={inputId} className="sr-only">
      {copy.inputLabel}
    </label>
  );
  return (
    <Form action="/search" role="search" onSubmit={onSubmit} className={classes.form}>
      {classes.labelFirst ? label : null}
      <ControlIcon name="search" className={classes.icon} />
      {classes.labelFirst ? null : label}
      <input
        id={inputId}
        name="q"
        // A combobox (the header's box) is a text input in HTML's rules; the plain form is a search box.
        type={inputProps?.role === 'combobox' ? 'text' : 'search'}
        enterKeyHint="search"
        {...inputProps}
        placeholder={copy.placeholder}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        className={classes.input}
      />
      <button
        type="submit"
        className="rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-strong"
      >
        {copy.submit}
      </button>
    </Form>
  );
}
