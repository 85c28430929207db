import { createTermsApi } from './api';
import { watchTerms } from './sagas/terms';
import type { TermsServices } from './services';
import { termsSlice } from './slice';
import type { ApiClient } from '../../api/client';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient };
type Built = Omit<TermsServices, keyof CoreServices>;

/** Terms and consents: the versions the owner accepted, and the dialog that asks for a new one once. */
export const termsFeature = {
  name: 'terms',
  slices: [termsSlice] as const,
  sagas: [watchTerms],
  services: ({ client }: Deps): Built => ({ termsApi: createTermsApi(client) }),
} satisfies Feature<Deps, Built>;
