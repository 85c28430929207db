import { createDeleteAccountApi } from './api';
import { watchDeleteAccount } from './sagas/delete-account';
import type { DeleteAccountServices } from './services';
import { deleteAccount } from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient; market: Market };
type Built = Omit<DeleteAccountServices, keyof CoreServices>;

/** The delete-account page: what deleting means, an explicit confirmation, the delete call, the confirmation page. */
export const deleteAccountFeature = {
  name: 'delete-account',
  slices: [deleteAccount] as const,
  sagas: [watchDeleteAccount],
  services: ({ client, market }: Deps): Built => ({ deleteAccountApi: createDeleteAccountApi(client, market) }),
} satisfies Feature<Deps, Built>;
