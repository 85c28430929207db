import { takeLatest, takeLeading } from 'redux-saga/effects';
import { createSecurityApi, createSignInsApi } from './api';
import { recoveryCodes, recoveryCodesGenerateRequested, recoveryCodesRequested } from './recovery-codes-slice';
import { renamePasskey } from './sagas/passkeys';
import { generateRecoveryCodes, loadRecoveryCodes } from './sagas/recovery-codes';
import { loadSecurity, removeMfaOption, saveMfaFlag } from './sagas/sign-in-security';
import { endSignIns, loadSignIns } from './sagas/sign-ins';
import type { SecurityServices } from './services';
import { signInEndRequested, signIns, signInsRequested, signOutOthersRequested } from './sign-ins-slice';
import {
  mfaFlagSaveRequested,
  mfaOptionRemoveRequested,
  passkeyRenameRequested,
  securityRequested,
  signInSecurity,
} from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient; market: Market };
type Built = Omit<SecurityServices, keyof CoreServices>;

function* watchSecurity() {
  yield takeLatest(securityRequested.type, loadSecurity);
  yield takeLeading(mfaFlagSaveRequested.type, saveMfaFlag);
  yield takeLeading(mfaOptionRemoveRequested.type, removeMfaOption);
  yield takeLeading(passkeyRenameRequested.type, renamePasskey);
  yield takeLatest(recoveryCodesRequested.type, loadRecoveryCodes);
  // A second press while a set is being made is ignored: one new set, shown once.
  yield takeLeading(recoveryCodesGenerateRequested.type, generateRecoveryCodes);
  yield takeLatest(signInsRequested.type, loadSignIns);
  // One ending at a time: the page's buttons wait for it, and each answer is the list as it is then.
  yield takeLeading([signInEndRequested.type, signOutOthersRequested.type], endSignIns);
}

/** The sign-in and security page (spec 001 §2.3, §4.2–4.5): credentials, passkeys, multi-factor; devices and sign-ins. */
export const signInSecurityFeature = {
  name: 'sign-in-security',
  slices: [signInSecurity, signIns, recoveryCodes] as const,
  sagas: [watchSecurity],
  services: ({ client, market }: Deps): Built => ({
    securityApi: createSecurityApi(client, market),
    signInsApi: createSignInsApi(client),
  }),
} satisfies Feature<Deps, Built>;
