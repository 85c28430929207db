/*
 * The content fragments of the page, by name. Here in src/ui, beside useFragmentState, so the shell and every
 * feature show content without importing the content feature (src/features/content fetches it).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type FragmentState =
  | { status: 'loading' }
  | { status: 'loaded'; data: Record<string, unknown> }
  /** Failed or absent: the part that needs it renders nothing (spec 002 §8). */
  | { status: 'unavailable' };

export interface ContentState {
  fragments: Record<string, FragmentState>;
}

const initialState: ContentState = { fragments: {} };

export interface FragmentRef {
  category: string;
  name: string;
}

export const content = createSlice({
  name: 'content',
  initialState,
  reducers: {
    fragmentRequested: (s, a: PayloadAction<FragmentRef>) => {
      // Asked once per page: a loaded or failed fragment is not fetched again by every component that shows it.
      s.fragments[a.payload.name] ??= { status: 'loading' };
    },
    /** Asked again by the owner (a retry button): only a fragment that could not be had is fetched again. */
    fragmentRetried: (s, a: PayloadAction<FragmentRef>) => {
      if (s.fragments[a.payload.name]?.status === 'unavailable') s.fragments[a.payload.name] = { status: 'loading' };
    },
    /** Several of one category at once (the shell's): one request for all of them. */
    fragmentsRequested: (s, a: PayloadAction<{ category: string; names: string[] }>) => {
      for (const name of a.payload.names) s.fragments[name] ??= { status: 'loading' };
    },
    fragmentLoaded: (s, a: PayloadAction<{ name: string; data: Record<string, unknown> }>) => {
      s.fragments[a.payload.name] = { status: 'loaded', data: a.payload.data };
    },
    fragmentUnavailable: (s, a: PayloadAction<{ name: string }>) => {
      s.fragments[a.payload.name] = { status: 'unavailable' };
    },
  },
  selectors: {
    selectFragment: (s, name: string): FragmentState | undefined => s.fragments[name],
  },
});

export const { fragmentRequested, fragmentRetried, fragmentsRequested, fragmentLoaded, fragmentUnavailable } =
  content.actions;
export const { selectFragment } = content.selectors;
