/**
 * The sign at the top of an outcome page: a circled check for a success, a circled exclamation mark for a warning or
 * failure. Decorative: the heading beside it says what happened.
 */
export function OutcomeIcon({ kind, className }: { kind: 'success' | 'warning'; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
      {kind === 'success' ? (
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <>
          <path d="M24 12v15" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
          <circle cx="24" cy="34.5" r="2.6" fill="currentColor" />
        </>
      )}
    </svg>
  );
}
