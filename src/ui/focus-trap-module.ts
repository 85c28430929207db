/*
 * focus-trap-react, as the module lazy-focus-trap.tsx loads: a module of ours, so the build has it import the shell
 * like every lazily loaded module of ours (scripts/build-shell-chunks.ts). Imported straight from the package, it made
 * React's own script one of its own, apart from React's DOM renderer: a request more on every page.
 */
export { FocusTrap } from 'focus-trap-react';
