import { createContext, useContext } from 'react';
import type { ResolvedRoute } from '../../generated/types/routes';

/** The route of the page shown; the router provides it (the layout's chrome and the language switch depend on it). */
export const CurrentRoute = createContext<ResolvedRoute | undefined>(undefined);

export function useCurrentRoute(): ResolvedRoute | undefined {
  return useContext(CurrentRoute);
}
