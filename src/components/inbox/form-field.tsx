interface FormFieldProps {
  name: string;
  label: string;
  /** What the field holds when the page is drawn (as typed, after a refusal). */
  value: string;
  error?: string;
  hint?: string;
  /** The id of a hint several fields share, shown once above them. */
  describedBy?: string;
  maxLength: number;
  inputMode?: 'numeric' | 'decimal';
  /** Lines of a text area; a one-line input without. */
  rows?: number;
}

/**
 * A labelled text field with its hint and its error tied to it (aria-describedby), for forms the
 * server checks: plain text inputs, so a wrong value reaches the server and is answered in words.
 */
export function FormField(props: FormFieldProps) {
  const { name, label, value, error, hint, describedBy: shared, maxLength, inputMode, rows } = props;
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const describedBy = [shared, hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id: name,
    name,
    defaultValue: value,
    maxLength,
    className: 'field w-full aria-invalid:border-danger',
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={name} className="text-sm font-medium">
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} spellCheck={false} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} autoComplete="off" spellCheck={false} />
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="visitor-text text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
