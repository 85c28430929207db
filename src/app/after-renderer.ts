/*
 * A break in the evaluation of the shell's scripts: render.tsx imports this module right after React's DOM renderer,
 * and its top-level await lets the browser in before the shell's own modules are evaluated. React's renderer and the
 * shell come in one import (one request fewer at start); their evaluation stays two tasks, as when they were two.
 */
import { yieldToMain } from '../lib/tasks/yield-to-main';

await yieldToMain();
