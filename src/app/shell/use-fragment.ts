import { useEffect } from 'react';
import { fragmentRequested, selectFragment } from '../../lib/content/slice';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The shell's experience fragments live in one content category. */
export const SHELL_CATEGORY = 'experience-fragments';

/** A fragment's data once loaded; null while loading, when absent, or when the fetch failed (then nothing renders). */
export function useFragment(name: string): Record<string, unknown> | null {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(fragmentRequested({ category: SHELL_CATEGORY, name }));
  }, [dispatch, name]);
  const state = useAppSelector((s) => selectFragment(s, name));
  return state?.status === 'loaded' ? state.data : null;
}
