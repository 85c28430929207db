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
 * A page wants one of the market's scripts (e.g. the dealer map wants maps): the consent feature loads it, a
 * non-essential one once consent group 6 allows (site.json cookieConsent.scriptConsent), and says so with
 * scriptLoaded, or scriptUnavailable.
 */
export const scriptWanted = createAction<ScriptKind>('scripts/wanted');

/**
 * A script a page needs, but not to show itself (sign-in security's account widget): loaded as scriptWanted once the
 * page's own work is done (its calls answered and drawn), so its request does not go beside them.
 */
export const scriptWantedAfterPage = createAction<ScriptKind>('scripts/wantedAfterPage');

/** A script a page wanted has loaded (analytics: what waited can go now). */
export const scriptLoaded = createAction<{ kind: string }>('scripts/loaded');

/**
 * A script a page wanted will not run: the market has no address for it, or it failed to load (a page that waits on
 * a strictly necessary script, such as the bot-check, goes on without it). Not said while a script waits for consent.
 */
export const scriptUnavailable = createAction<{ kind: string }>('scripts/unavailable');
