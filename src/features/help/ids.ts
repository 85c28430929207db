/*
 * The help launcher's and panel's ids: the launcher (in the header, src/app/shell/help-launcher.tsx) controls the
 * panel before the panel has loaded, and focus goes back to it when the panel closes.
 */

/** The panel's id: the launcher controls it, in the header, before the panel itself has loaded. */
export const HELP_PANEL_ID = 'help-panel';
/** The launcher's id: focus goes back to it when the panel closes. */
export const HELP_LAUNCHER_ID = 'help-launcher';
