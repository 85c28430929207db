import { createContext, useContext, useState } from 'react';
import type { Feature, FeatureHost } from '../lib/feature';

export const FeatureHostContext = createContext<FeatureHost | null>(null);

/**
 * A screen's own feature, added the first time the screen renders (before its components read the store).
 * Outside the app (tests rendering a screen alone) the store is expected to have it already.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any feature of the app's deps
export function useFeature(feature: Feature<any, object>): void {
  const host = useContext(FeatureHostContext);
  useState(() => host?.add(feature));
}
