import { SHELL_CATEGORY } from '../../lib/content/shell-fragments';
import { useFragmentState } from '../../ui/content/use-fragment';

/** A fragment's data once loaded; null while loading, when absent, or when the fetch failed (then nothing renders). */
export function useFragment(name: string): Record<string, unknown> | null {
  const state = useFragmentState(SHELL_CATEGORY, name);
  return state.status === 'loaded' ? state.data : null;
}
