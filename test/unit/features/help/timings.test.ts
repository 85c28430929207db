import { CHAT_MESSAGE_TYPE_LIMIT } from '../../../../src/features/help/chat-transport';
import { fixtureTables } from '../../../support/site-tables';

it('keeps the spec numbers of the help assistant and chat (002 §9)', () => {
  // The shipped site.json's help, as the app passes it (market context, saga context, the help feature's deps).
  const { help } = fixtureTables.site;
  expect({
    panelAnimationMs: help.panelAnimationMs,
    popupDelayMs: help.popupDelayMs,
    popupVisibleMs: help.popupVisibleMs,
    popupCookieDays: help.popupCookieDays,
    chatTabTtlMs: help.chatTabTtlMs,
    chatTabRefreshMs: help.chatTabRefreshMs,
    snackbarMs: help.snackbarMs,
  }).toEqual({
    panelAnimationMs: 800,
    popupDelayMs: 3000,
    popupVisibleMs: 4000,
    popupCookieDays: 1,
    chatTabTtlMs: 30000,
    chatTabRefreshMs: 10000,
    snackbarMs: 4000,
  });
  expect(CHAT_MESSAGE_TYPE_LIMIT).toBe(2);
});
