import { createCommunicationApi } from './api';
import { commMessages } from './messages-slice';
import { commPrefs } from './prefs-slice';
import { watchCommunication } from './sagas/communication';
import type { CommunicationServices } from './services';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient; market: Market };
type Built = Omit<CommunicationServices, keyof CoreServices>;

/** The communication preference, email preference and communication center screens (added when first shown). */
export const communicationFeature = {
  name: 'communication',
  slices: [commPrefs, commMessages] as const,
  sagas: [watchCommunication],
  services: ({ client, market }: Deps): Built => ({ communicationApi: createCommunicationApi(client, market) }),
} satisfies Feature<Deps, Built>;
