import { boot } from './boot';
import type { AppStore } from './store';
import { selectSignInProblem, signInRequested } from '../features/session/slice';
import { yieldToMain } from '../lib/tasks/yield-to-main';

/** Boot failed before any text could load: a plain message and a way to retry, never a blank page. */
function showBootFailure(mount: HTMLElement, error: unknown): void {
  console.error('boot failed', error);
  const section = document.createElement('section');
  section.className = 'boot-failure';
  section.setAttribute('role', 'alert');
  const heading = document.createElement('h1');
  heading.textContent = 'This page could not be loaded.';
  const retry = document.createElement('a');
  retry.href = window.location.href;
  retry.textContent = 'Try again';
  section.append(heading, retry);
  mount.replaceChildren(section);
}

/** Resolves when a sign-in could not start; a sign-in that starts leaves the page, and this never resolves. */
function signInProblemFound(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (selectSignInProblem(store.getState()) === undefined) return;
      unsubscribe();
      resolve();
    });
  });
}

// React and the shell come in scripts of their own (render.tsx and React's renderer), preloaded with these: boot does
// not wait for them, so the market, the sign-in callback, the store and the page's first calls run while React still
// downloads.

// A reload starts at the top, as a first visit does: the browser would restore the old scroll position before the
// page's content is back, and the content arriving would then push what is in view about.
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

const mount = document.getElementById('app');
if (mount) {
  // Boot in a task of its own, after the scripts' evaluation (the page's requests are already under way: preloads).
  yieldToMain()
    .then(boot)
    .then(async (b) => {
      // A signed-out visitor of an owner page goes straight to sign-in, before anything is rendered.
      // One that cannot start renders the page after all, which says so (never a blank page).
      if (b.signInFirst) {
        b.store.dispatch(signInRequested());
        await signInProblemFound(b.store);
      }
      // React's DOM renderer and the shell in one import: a separate one for the renderer cut the evaluation into two
      // tasks, but cost a request (over HTTP/1.1, a round trip on one of six connections), and its task is short now
      // that the scripts are compiled as they stream in (the build's compile hint).
      const { renderApp } = await import('./render');
      await renderApp(mount, b);
    })
    .catch((error: unknown) => showBootFailure(mount, error));
}
