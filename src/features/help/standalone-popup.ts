import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { popupTiming } from './sagas/popup';
import type { PopupEnv } from './services';
import { help, panelOpenChanged } from './slice';

/**
 * The pop-up's saga and state on a store of their own, for a pop-up rendered without the help feature in the
 * app's store (HelpPopup): the same decisions and timing as in the help area, with the given browser.
 */
export function standalonePopup(env: PopupEnv, panelOpen: boolean) {
  const sagas = createSagaMiddleware({ context: { helpPopupEnv: env } });
  const store = configureStore({
    reducer: { [help.reducerPath]: help.reducer },
    middleware: (gdm) => gdm({ thunk: false }).concat(sagas),
  });
  store.dispatch(panelOpenChanged(panelOpen));
  return {
    store,
    /** Starts the timing; the returned function stops it (its timers go too). */
    start(): () => void {
      const task = sagas.run(popupTiming);
      return () => task.cancel();
    },
  };
}
