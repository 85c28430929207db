import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DataExportResponse } from '../../generated/types/api/owner';

export interface MyDataState {
  /** The looks at the owner's export: the first under way, answered, or failed (offline: asked again once back). */
  load: 'idle' | 'loading' | 'loaded' | 'failed';
  offline: boolean;
  /** The owner's latest export as last seen; kept while a later look fails. */
  current: DataExportResponse | null;
  /** The owner's ask to prepare one: under way, refused for today (limited), or failed. */
  prepare: 'idle' | 'working' | 'limited' | 'failed';
  download: 'idle' | 'working' | 'failed';
  /** The file was handed to the browser: said once, until the next ask. */
  downloaded: boolean;
}

const initialState: MyDataState = {
  load: 'idle',
  offline: false,
  current: null,
  prepare: 'idle',
  download: 'idle',
  downloaded: false,
};

export const myData = createSlice({
  name: 'myData',
  initialState,
  reducers: {
    /** The page opened, or the owner asked to look again: the export is looked at, and followed while prepared. */
    myDataOpened: (s) => {
      if (s.load !== 'loaded') s.load = 'loading';
    },
    /** The page closed: nothing follows the export any more (it goes on being prepared by the service). */
    myDataLeft: () => undefined,
    exportSeen: (s, a: PayloadAction<DataExportResponse>) => {
      s.load = 'loaded';
      s.offline = false;
      s.current = a.payload;
    },
    exportLookFailed: (s, a: PayloadAction<{ offline: boolean }>) => {
      s.load = 'failed';
      s.offline = a.payload.offline;
    },
    prepareRequested: (s) => {
      s.prepare = 'working';
      s.downloaded = false;
      s.download = 'idle';
    },
    /** The service took the ask (or answered the export already under way): followed from here. */
    prepareAccepted: (s, a: PayloadAction<DataExportResponse>) => {
      s.prepare = 'idle';
      s.load = 'loaded';
      s.offline = false;
      s.current = a.payload;
    },
    prepareFailed: (s, a: PayloadAction<{ limited: boolean }>) => {
      s.prepare = a.payload.limited ? 'limited' : 'failed';
    },
    /** A 401: sign-in takes over. */
    prepareInterrupted: (s) => {
      s.prepare = 'idle';
    },
    downloadRequested: (s, _a: PayloadAction<{ fileName: string }>) => {
      s.download = 'working';
      s.downloaded = false;
    },
    downloadSaved: (s) => {
      s.download = 'idle';
      s.downloaded = true;
    },
    downloadFailed: (s) => {
      s.download = 'failed';
    },
    downloadInterrupted: (s) => {
      s.download = 'idle';
    },
  },
  selectors: { selectMyData: (s) => s },
});

export const {
  myDataOpened,
  myDataLeft,
  exportSeen,
  exportLookFailed,
  prepareRequested,
  prepareAccepted,
  prepareFailed,
  prepareInterrupted,
  downloadRequested,
  downloadSaved,
  downloadFailed,
  downloadInterrupted,
} = myData.actions;
export const { selectMyData } = myData.selectors;
