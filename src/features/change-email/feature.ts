import { takeLatest, takeLeading } from 'redux-saga/effects';
import { createEmailApi } from './api';
import { confirmCode, loadCurrentEmail, requestCode } from './sagas/change-email';
import type { ChangeEmailServices } from './services';
import { changeEmail, changeEmailOpened, codeRequested, codeSubmitted } from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient; market: Market };
type Built = Omit<ChangeEmailServices, keyof CoreServices>;

function* watchChangeEmail() {
  yield takeLatest(changeEmailOpened.type, loadCurrentEmail);
  yield takeLeading(codeRequested.type, requestCode);
  yield takeLeading(codeSubmitted.type, confirmCode);
}

/** Changing the sign-in email, confirmed by a code sent to the new address. */
export const changeEmailFeature = {
  name: 'change-email',
  slices: [changeEmail] as const,
  sagas: [watchChangeEmail],
  services: ({ client, market }: Deps): Built => ({
    emailApi: createEmailApi(client, market),
  }),
} satisfies Feature<Deps, Built>;
