/*
 * The page's first script: it sends the page's opening calls while the app's scripts arrive (src/api/opening-answers.ts).
 * Built on its own, with nothing to import (scripts/build.ts), so it runs as soon as it is in.
 */
import { sendOpeningCalls } from '../api/opening-answers';

sendOpeningCalls({
  document,
  local: window.localStorage,
  session: window.sessionStorage,
  fetch: (url, init) => window.fetch(url, init),
  now: () => Date.now(),
  search: window.location.search,
});
