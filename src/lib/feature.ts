import type { Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { getContext, type GetContextEffect } from 'redux-saga/effects';
import type { SiteTables } from './market/site-tables';

/**
 * What a capability gives the app (DESIGN: a new capability is a new folder). `src/app/features.ts` lists the
 * features; the store combines their slices, the root saga forks their sagas, and boot builds their services
 * into the one saga context. Deps are what boot has to offer (the API client, the market...).
 */
export interface Feature<Deps, Services extends object> {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any slice shape; the app derives the state type from the list
  slices: readonly Slice<any, any, string>[];
  sagas: readonly Saga[];
  /** Built once at boot; the result is merged into the saga context. */
  services?: (deps: Deps) => Services;
}

/**
 * A typed `getContext` for the services a saga declares: `const service = serviceGetter<ProfileServices>()`,
 * then `const api = yield* service('profileApi')`.
 */
export function serviceGetter<S extends object>() {
  return function* service<K extends keyof S & string>(key: K): Generator<GetContextEffect, S[K], S[K]> {
    return yield getContext(key);
  };
}

/** Services every feature may read: the webview flag, the logger and the site-wide tables. */
export interface CoreServices {
  /** The page was opened in the embedded app (query contains the webview marker). */
  webview: boolean;
  log: (message: string, detail?: Record<string, unknown>) => void;
  tables: SiteTables;
  /**
   * Resolves once the page's own work is done: its calls answered and the browser idle after them
   * (lib/tasks/page-settled.ts). What is not the page's own (analytics, the consent loader, the shell's extras) waits on it.
   */
  pageSettled: () => Promise<void>;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any slice to read its state and path
type StateOfSlice<S> = S extends Slice<infer State, any, infer Path> ? { [K in Path]: State } : never;

/** The root state the slices of a list of features make together: `{ profile: ProfileState } & ...`. */
export type StateOfFeatures<F extends readonly { slices: readonly unknown[] }[]> = UnionToIntersection<
  StateOfSlice<F[number]['slices'][number]>
>;

/**
 * Adds a feature to the running app: its slices into the store, its services into the saga context, its sagas
 * started. Screens add their own feature when first shown (useFeature), so its code is not in the first bundle.
 * Adding a feature twice does nothing.
 */
export interface FeatureHost {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any feature of the app's deps
  add(feature: Feature<any, object>): void;
}
