import type { ApiResult } from '../../../../src/api/client';
import type { SettingsApi } from '../../../../src/features/account-settings/api';
import { dismissSavedNotice, saveSection } from '../../../../src/features/account-settings/sagas/account-settings';
import {
  accountSettings,
  editStarted,
  saveRequested,
  selectSettings,
  settingsLoaded,
  type SettingsState,
} from '../../../../src/features/account-settings/slice';
import type { Profile, UserUpdateResponse } from '../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { notificationDismissed, notify } from '../../../../src/lib/events/notification';
import { runSaga } from '../../../support/saga';

const profile: Profile = {
  userGuid: 'g',
  firstName: 'Ada',
  lastName: 'L',
  email: 'a@example.com',
  country: 'USA',
  mobilePhoneNumber: null,
  privacyPreferences: [],
};
const saved: ApiResult<UserUpdateResponse> = { kind: 'ok', status: 200, data: { status: 200, httpStatus: 200 } };

async function save(answer: ApiResult<UserUpdateResponse>, section: 'personal' | 'address' = 'personal') {
  const calls: string[] = [];
  const settingsApi: SettingsApi = {
    profile: async () => {
      calls.push('profile');
      return { kind: 'ok', status: 200, data: { ...profile, firstName: 'Ada (saved)' } };
    },
    save: async (endpoint) => {
      calls.push(endpoint);
      return answer;
    },
  };
  const run = await runSaga({
    slices: [accountSettings],
    context: { settingsApi, webview: false, log: () => undefined },
    saga: saveSection,
    before: [settingsLoaded(profile), editStarted(section)],
    action:
      section === 'personal'
        ? saveRequested({ section, endpoint: 'updateUserInfo', body: { firstName: 'Ada', lastName: 'L' } })
        : saveRequested({
            section,
            endpoint: 'updateAddress',
            body: { address1: '1 Main St', city: 'X', zip: '48124', country: 'USA' },
          }),
  });
  return { ...run, calls, s: selectSettings(run.state as { accountSettings: SettingsState }) };
}
const notices = (seen: { type: string; payload?: unknown }[]) =>
  seen.filter((a) => a.type === notify.type).map((a) => a.payload);

it('personal: PUT update-user-info, then the profile again; the edit closes with a notice', async () => {
  const { calls, s, seen } = await save(saved);
  expect(calls).toEqual(['updateUserInfo', 'profile']);
  expect(s.editing).toBeNull();
  expect(s.profile?.firstName).toBe('Ada (saved)');
  expect(notices(seen)).toEqual([{ type: 'success', messageKey: 'settings.personal.saved' }]);
});

it('address: POST update-address', async () => {
  const { calls } = await save(saved, 'address');
  expect(calls).toEqual(['updateAddress', 'profile']);
});

it("the service's refusal (httpStatus 400 in a 200) keeps the edit open with its message", async () => {
  const { s } = await save({
    kind: 'ok',
    status: 200,
    data: { status: 400, httpStatus: 400, error: { message: 'postal code 1 is not valid for USA' } },
  });
  expect(s.editing).toBe('personal');
  expect(s.saveError).toEqual({ key: 'settings.refused', detail: 'postal code 1 is not valid for USA' });
});

it('a failure keeps the edit open and says so once, under the form (no banner besides)', async () => {
  const { s, seen } = await save({ kind: 'error', status: 503, message: 'HTTP 503' });
  expect([s.editing, s.saving, s.saveError?.key]).toEqual(['personal', false, 'settings.saveFailed']);
  expect(notices(seen)).toEqual([]);
});

it('offline, the save stops without a message of its own: the offline notice says it, and nothing stays once back online', async () => {
  const { s, seen } = await save({ kind: 'error', status: 0, message: 'Failed to fetch', offline: true });
  expect([s.editing, s.saving, s.saveError]).toEqual(['personal', false, null]);
  expect(notices(seen)).toEqual([]);
});

it('a 401 follows the one rule, without an error notice', async () => {
  const { seen, s } = await save({ kind: 'unauthorized', signIn: true });
  expect(seen.some((a) => a.type === sessionExpired.type)).toBe(true);
  expect(notices(seen)).toEqual([]);
  expect(s.editing).toBe('personal');
});

it("takes the last save's saved banner away when the owner edits another section", async () => {
  const { seen } = await runSaga({ slices: [accountSettings], context: {}, saga: dismissSavedNotice });
  expect(seen.map((a) => a.type)).toEqual([notificationDismissed.type]);
});
