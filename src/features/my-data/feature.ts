import { createMyDataApi } from './api';
import { watchMyData } from './sagas/data-export';
import type { MyDataServices } from './services';
import { myData } from './slice';
import type { ApiClient } from '../../api/client';
import type { CoreServices, Feature } from '../../lib/feature';
import { jsonBlob, saveBlob } from '../../lib/files/save-file';

type Deps = { client: ApiClient };
type Built = Omit<MyDataServices, keyof CoreServices>;

/** Your data: the owner prepares a download of everything the service holds about them, and downloads it. */
export const myDataFeature = {
  name: 'myData',
  slices: [myData] as const,
  sagas: [watchMyData],
  services: ({ client }: Deps): Built => ({
    myDataApi: createMyDataApi(client),
    myDataWait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    saveMyData: (document, fileName) => saveBlob(jsonBlob(document), fileName),
  }),
} satisfies Feature<Deps, Built>;
