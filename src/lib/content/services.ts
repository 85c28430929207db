import type { CoreServices } from '../feature';
import type { ContentApi } from './api';

export interface ContentServices extends CoreServices {
  contentApi: ContentApi;
}
