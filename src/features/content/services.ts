import type { ContentApi } from './api';
import type { CoreServices } from '../../lib/feature';

export interface ContentServices extends CoreServices {
  contentApi: ContentApi;
}
