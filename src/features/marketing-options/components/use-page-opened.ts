import { useEffect, useEffectEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { MarketingOption } from '../options';
import { pageOpened, type MarketingPage } from '../slice';

/**
 * Starts the page's load (its options' saved values, a draft) once for each list of options: a new copy of the same
 * content (the same fragment handed over again, as when a hydrated page moves from the state it was rendered with
 * to the store's) must not start it again, which would put the page back in view mode and drop the owner's edits.
 */
export function usePageOpened(page: MarketingPage, options: MarketingOption[], imagePreference?: string | null): void {
  const dispatch = useDispatch();
  const open = useEffectEvent(() => dispatch(pageOpened({ page, options, imagePreference })));
  const variables = options.map((o) => o.apiVariable).join(' ');
  useEffect(() => {
    open();
  }, [page, variables, imagePreference]);
}
