import { takeLatest, takeLeading } from 'redux-saga/effects';
import { createSecurityApi } from './api';
import { loadSecurity, removeMfaOption, saveMfaFlag } from './sagas/sign-in-security';
import type { SecurityServices } from './services';
import { mfaFlagSaveRequested, mfaOptionRemoveRequested, securityRequested, signInSecurity } from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient; market: Market };
type Built = Omit<SecurityServices, keyof CoreServices>;

function* watchSecurity() {
  yield takeLatest(securityRequested.type, loadSecurity);
  yield takeLeading(mfaFlagSaveRequested.type, saveMfaFlag);
  yield takeLeading(mfaOptionRemoveRequested.type, removeMfaOption);
}

/** The sign-in and security page (spec 001 §2.3, §4.2–4.5): credentials, passkeys, multi-factor. */
export const signInSecurityFeature = {
  name: 'sign-in-security',
  slices: [signInSecurity] as const,
  sagas: [watchSecurity],
  services: ({ client, market }: Deps): Built => ({ securityApi: createSecurityApi(client, market) }),
} satisfies Feature<Deps, Built>;
