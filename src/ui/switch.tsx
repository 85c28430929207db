/**
 * An on/off switch (role="switch", styled in ui.css): named by the element `labelledBy` points at, its state written
 * beside the thumb for the eye (the role's aria-checked says it to a screen reader).
 */
export function Switch({
  on,
  labelledBy,
  stateText,
  disabled,
  onToggle,
}: {
  on: boolean;
  labelledBy: string;
  /** What the state is called, e.g. On / Off. */
  stateText: string;
  disabled?: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      className="switch"
      disabled={disabled}
      onClick={onToggle}
    >
      <span className="switch-state" aria-hidden="true">
        {stateText}
      </span>
    </button>
  );
}
