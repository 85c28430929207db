import { takeLatest, takeLeading } from 'redux-saga/effects';
import { createSettingsApi } from './api';
import { dismissSavedNotice, loadSettings, saveSection } from './sagas/account-settings';
import type { SettingsServices } from './services';
import { accountSettings, editStarted, saveRequested, settingsRequested } from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient; market: Market };
type Built = Omit<SettingsServices, keyof CoreServices>;

function* watchSettings() {
  yield takeLatest(settingsRequested.type, loadSettings);
  yield takeLeading(saveRequested.type, saveSection);
  yield takeLatest(editStarted.type, dismissSavedNotice);
}

/** The account settings page: personal details and address, on the country's address form. */
export const accountSettingsFeature = {
  name: 'account-settings',
  slices: [accountSettings] as const,
  sagas: [watchSettings],
  services: ({ client, market }: Deps): Built => ({ settingsApi: createSettingsApi(client, market) }),
} satisfies Feature<Deps, Built>;
