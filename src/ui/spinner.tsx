import { useId } from 'react';

export interface SpinnerProps {
  /** Read by screen readers, e.g. "Loading…"; not shown. */
  label: string;
}

/** A loading indicator: a live status region named by its (visually hidden) label. */
export function Spinner({ label }: SpinnerProps) {
  const labelId = useId();
  return (
    // role="status" takes no name from its content, so the hidden text names it through aria-labelledby.
    <div role="status" aria-labelledby={labelId} className="ui-spinner">
      <span className="ui-spinner-ring" aria-hidden="true" />
      <span id={labelId} className="ui-visually-hidden">
        {label}
      </span>
    </div>
  );
}
