import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatConfig } from './chat-config';
import type { ChatMessage } from './chat-transport';

/**
 * The starting pop-up: off (not today, or not decided yet), waiting (before its 3 s), shown (for 4 s),
 * expired (after them: it stays only while the keyboard is in it), dismissed (closed or used by the owner).
 */
export type PopupStage = 'off' | 'waiting' | 'shown' | 'expired' | 'dismissed';

/** Where a message handed to the chat service is: the chat component waits on it to say "not sent". */
export type SendStatus = 'sending' | 'sent' | 'failed';

export interface HelpState {
  /** The help area is on the page; its sagas run until it leaves. */
  present: boolean;
  panelOpen: boolean;
  popup: PopupStage;
  /** The chat configuration once read from content; null while it loads, without chat, or when it was unusable. */
  chatConfig: ChatConfig | null;
  /**
   * The assistant's answers in order of arrival (append-only for the page's life): the chat component takes
   * those after the moment it started listening, and keeps the conversation itself.
   */
  answers: ChatMessage[];
  sends: Record<string, SendStatus>;
}

const initialState: HelpState = {
  present: false,
  panelOpen: false,
  popup: 'off',
  chatConfig: null,
  answers: [],
  sends: {},
};

export const help = createSlice({
  name: 'help',
  initialState,
  reducers: {
    /** The help area came onto the page: a fresh panel, pop-up and chat configuration, as on a first mount. */
    helpAreaShown: (s) => {
      s.present = true;
      s.panelOpen = false;
      s.popup = 'off';
      s.chatConfig = null;
    },
    helpAreaLeft: (s) => {
      s.present = false;
    },
    panelOpenChanged: (s, a: PayloadAction<boolean>) => {
      s.panelOpen = a.payload;
    },
    /** No pop-up cookie today: the pop-up waits for its time. */
    popupScheduled: (s) => {
      s.popup = 'waiting';
    },
    popupShown: (s) => {
      s.popup = 'shown';
    },
    popupExpired: (s) => {
      if (s.popup === 'shown') s.popup = 'expired';
    },
    popupDismissed: (s) => {
      s.popup = 'dismissed';
    },
    chatConfigLoaded: (s, a: PayloadAction<ChatConfig | null>) => {
      s.chatConfig = a.payload;
    },
    chatSendRequested: {
      reducer: (s, a: PayloadAction<{ id: string; text: string }>) => {
        s.sends[a.payload.id] = 'sending';
      },
      // The id lets the sender find its message's outcome among concurrent ones.
      prepare: (text: string) => ({ payload: { id: nanoid(), text } }),
    },
    chatSendSettled: (s, a: PayloadAction<{ id: string; sent: boolean }>) => {
      s.sends[a.payload.id] = a.payload.sent ? 'sent' : 'failed';
    },
    chatAnswered: (s, a: PayloadAction<ChatMessage>) => {
      s.answers.push(a.payload);
    },
  },
  selectors: { selectHelp: (s) => s },
});

export const {
  helpAreaShown,
  helpAreaLeft,
  panelOpenChanged,
  popupScheduled,
  popupShown,
  popupExpired,
  popupDismissed,
  chatConfigLoaded,
  chatSendRequested,
  chatSendSettled,
  chatAnswered,
} = help.actions;
export const { selectHelp } = help.selectors;

/** The store's state as far as the help feature knows it. */
export type HelpRootState = { [help.reducerPath]: HelpState };
