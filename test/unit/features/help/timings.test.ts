import * as timings from '../../../../src/features/help/timings';

it('keeps the spec numbers of the help assistant and chat (002 §9)', () => {
  expect(timings).toEqual({
    HELP_PANEL_ANIMATION_MS: 800,
    HELP_POPUP_DELAY_MS: 3000,
    HELP_POPUP_VISIBLE_MS: 4000,
    HELP_POPUP_COOKIE_DAYS: 1,
    CHAT_TAB_TTL_MS: 30000,
    CHAT_TAB_REFRESH_MS: 10000,
    CHAT_MESSAGE_TYPE_LIMIT: 2,
    SNACKBAR_MS: 4000,
  });
});
