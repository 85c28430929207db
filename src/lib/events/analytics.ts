import { createAction } from '@reduxjs/toolkit';
import type { AnalyticsEventId } from '../../generated/types/analytics';
import type { ScriptKind } from '../scripts/loader';

/** Any feature (or the shell) reports that something worth measuring happened; the analytics feature decides the rest. */
export const trackRequested = createAction<{
  event: AnalyticsEventId;
  page?: { name: string; route?: string };
  detail?: Record<string, string | number | boolean>;
}>('analytics/trackRequested');

/** The consent feature says whether consent group 6 (analytics and the other non-essential scripts) is given. */
export const consentChanged = createAction<{ group6: boolean }>('consent/changed');

/**
 * A page wants a consent-gated script (e.g. the dealer map wants maps): the consent feature loads it once consent
 * group 6 allows, and says so with scriptLoaded.
 */
export const scriptWanted = createAction<ScriptKind>('scripts/wanted');

/** A consent-gated script has loaded (analytics: what waited can go now). */
export const scriptLoaded = createAction<{ kind: string }>('scripts/loaded');
