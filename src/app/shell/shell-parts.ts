/*
 * The parts of the shell that come once the page has settled (layout.tsx), not with the page: their scripts and their
 * texts. The build gives each the namespaces of the texts only it names (scripts/build-text-namespaces.ts), which the
 * page's start leaves out as it does other screens' (screen-texts.ts).
 */
import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { partTextsLoaded } from './screen-texts';
import { loadFullStylesheet } from '../../lib/full-stylesheet';

const parts = {
  help: () => import('./help-area'),
  terms: () => import('../../features/terms/components/terms-check'),
};

export type ShellPart = keyof typeof parts;
export type ShellPartModule<P extends ShellPart> = Awaited<ReturnType<(typeof parts)[P]>>;

/**
 * The part's module, once its texts are in the page's too, and the app's rules: a part's feature sheet is not among
 * the page's start styles (scripts/build-start-sheets.ts), as another screen's is not.
 */
export async function loadShellPart<P extends ShellPart>(part: P): Promise<ShellPartModule<P>> {
  const [module] = await Promise.all([parts[part](), partTextsLoaded(part), loadFullStylesheet()]);
  return module as ShellPartModule<P>;
}

/**
 * The part as a component that loads it (with its texts) when first rendered; nothing in its place where either could
 * not be had (offline a moment), and asked for again the next time it renders: React keeps a lazy component's result
 * for good.
 */
export function lazyShellPart<P extends ShellPart>(
  part: P,
  component: (m: ShellPartModule<P>) => ComponentType,
): ComponentType {
  let loaded: ComponentType | undefined;
  let failed = false;
  const attempt = () =>
    lazy<ComponentType>(() =>
      loadShellPart(part).then(
        (m) => ({ default: (loaded = component(m)) }),
        () => {
          failed = true;
          return { default: () => null };
        },
      ),
    );
  let pending = attempt();
  return function ShellPartComponent() {
    // Once the failed attempt's nothing is drawn (not while React draws it: that would ask again at once), the next
    // drawing asks again.
    useEffect(() => {
      if (!failed) return;
      failed = false;
      pending = attempt();
    });
    return createElement(loaded ?? pending);
  };
}
