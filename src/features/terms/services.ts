import type { TermsApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the terms sagas take from the saga context. */
export interface TermsServices extends CoreServices {
  termsApi: TermsApi;
}
