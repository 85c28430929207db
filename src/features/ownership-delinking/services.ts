import type { CoreServices } from '../../lib/feature';
import type { DelinkApi } from './api';

/** What the ownership-delinking sagas take from the saga context. */
export interface DelinkServices extends CoreServices {
  delinkApi: DelinkApi;
}
