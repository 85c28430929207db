import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** What a failed load says, and either a retry button or the caller's own way out (a link back). */
export type LoadFailedProps = { message: ReactNode } & (
  | { retryLabel: string; onRetry: () => void; children?: never }
  | { retryLabel?: never; onRetry?: never; children?: ReactNode }
);

/** Something a screen needed could not be loaded: an alert panel that says so, with a way to try again. */
export function LoadFailed({ message, retryLabel, onRetry, children }: LoadFailedProps) {
  return (
    <div className="panel panel-error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : (
        children
      )}
    </div>
  );
}

export type LoadStateProps = LoadFailedProps & {
  /** The slice's load status: 'idle' and 'loading' show the spinner, 'failed' the failure, any other nothing. */
  status: string;
  /** The spinner's (hidden) label, e.g. "Loading…". */
  loadingLabel: string;
};

/** A load in progress or failed, one markup for every screen: the spinner, then the failure panel; nothing once loaded. */
export function LoadState({ status, loadingLabel, ...failed }: LoadStateProps) {
  if (status === 'idle' || status === 'loading') return <Spinner label={loadingLabel} />;
  if (status === 'failed') return <LoadFailed {...failed} />;
  return null;
}
