import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { content, fragmentRequested, type FragmentState } from './slice';

type WithContent = { [K in typeof content.reducerPath]: ReturnType<typeof content.reducer> };

/** A content fragment's state for a component, asked for once per page (the saga skips one already asked). */
export function useFragmentState(category: string, name: string): FragmentState {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(fragmentRequested({ category, name }));
  }, [dispatch, category, name]);
  return useSelector((s: WithContent) => s.content.fragments[name]) ?? { status: 'loading' };
}
