import type { CoreServices } from '../../lib/feature';
import type { ContentApi } from './api';

export interface ContentServices extends CoreServices {
  contentApi: ContentApi;
}
