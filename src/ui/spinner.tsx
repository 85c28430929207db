import { useId } from 'react';

export interface SpinnerProps {
  /** Read by screen readers, e.g. "Loading…"; not shown. */
  label: string;
  /**
   * Only the status, no ring: the page already draws what is loading (its fields, empty and disabled), and a ring
   * that then goes away would move them.
   */
  quiet?: boolean;
}

/** A loading indicator: a live status region named by its (visually hidden) label. */
export function Spinner({ label, quiet = false }: SpinnerProps) {
  const labelId = useId();
  return (
    // role="status" takes no name from its content, so the hidden text names it through aria-labelledby.
    <div role="status" aria-labelledby={labelId} className={quiet ? 'ui-spinner ui-visually-hidden' : 'ui-spinner'}>
      {!quiet && <span className="ui-spinner-ring" aria-hidden="true" />}
      <span id={labelId} className="ui-visually-hidden">
        {label}
      </span>
    </div>
  );
}

/**
 * A value not yet loaded, as a grey bar of about its length: the page keeps its shape when the value comes. A class,
 * not a style attribute: the prerendered page is served under a CSP without inline styles.
 */
export function Placeholder({ size = 'medium' }: { size?: 'short' | 'medium' | 'long' }) {
  return <span className={`ui-placeholder ui-placeholder-${size}`} aria-hidden="true" />;
}
