import fs from 'node:fs';

/** Debian's Chromium, as the browser tests start it (the flags keep it off a network this machine does not have). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The full browser: the bench measures and the gallery draws what an owner's Chromium does. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * The browser tests' Chromium: Debian's headless shell (the same engine without the browser's own layers, what
 * Playwright runs headless by default), about a third less CPU per test than the full browser; the full one where
 * the shell is not installed.
 */
export function headlessShellPath(): string {
  const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
  return fs.existsSync(shell) ? shell : chromiumPath();
}
