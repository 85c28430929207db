import type { DelinkApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the ownership-delinking sagas take from the saga context. */
export interface DelinkServices extends CoreServices {
  delinkApi: DelinkApi;
}
