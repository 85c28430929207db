import type { KeyboardEvent } from 'react';
import { HELP_LAUNCHER_ID, HELP_PANEL_ID } from '../../features/help/ids';

export interface HelpLauncherProps {
  open: boolean;
  /** e.g. "Help". */
  label: string;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * The help launcher (spec 002 §2). It sits in the header, so it covers nothing on the page at any width or scroll
 * position; the panel it opens slides in below the header. Escape on it closes an open panel. Part of the shell, with
 * its styles (help-launcher.css): the help feature's own sheet is not among a page's start styles.
 */
export function HelpLauncher({ open, label, onToggle, onClose }: HelpLauncherProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    onClose();
  };
  return (
    <button
      id={HELP_LAUNCHER_ID}
      type="button"
      className="help-launcher"
      aria-expanded={open}
      aria-controls={HELP_PANEL_ID}
      onClick={onToggle}
      onKeyDown={onKeyDown}
    >
      {/* On a phone the bar has room for a sign only; the name is still read out. */}
      <span className="help-launcher-sign" aria-hidden="true">
        ?
      </span>
      <span className="help-launcher-label">{label}</span>
    </button>
  );
}
