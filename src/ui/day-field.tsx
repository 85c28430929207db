import type { ReactNode } from 'react';

/**
 * A day input (an ISO day, YYYY-MM-DD) with the window it must fall in: its label, the hint that names the window
 * and, once a send was tried, its error under the field. The feature gives the texts; the window comes from data.
 */
export function DayField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  min,
  max,
  className,
}: {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  /** Why the day cannot be sent; none when null. */
  error: ReactNode | null;
  value: string;
  onChange: (v: string) => void;
  min: string;
  max: string;
  /** The field's own class, next to `field`. */
  className?: string;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
