/*
 * The parts of the shell that come once the page has settled (layout.tsx), not with the page: their scripts and their
 * texts. The build gives each the namespaces of the texts only it names (scripts/build-text-namespaces.ts), which the
 * page's start leaves out as it does other screens' (screen-texts.ts).
 */
import { partTextsLoaded } from './screen-texts';

const parts = {
  help: () => import('./help-area'),
  terms: () => import('../../features/terms/components/terms-check'),
};

export type ShellPart = keyof typeof parts;
export type ShellPartModule<P extends ShellPart> = Awaited<ReturnType<(typeof parts)[P]>>;

/** The part's module, once its texts are in the page's too. */
export async function loadShellPart<P extends ShellPart>(part: P): Promise<ShellPartModule<P>> {
  const [module] = await Promise.all([parts[part](), partTextsLoaded(part)]);
  return module as ShellPartModule<P>;
}
