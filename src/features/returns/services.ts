import type { ReturnsApi } from './api';
import type { PhotoUploader } from './photo-upload';
import type { DocumentResponse } from '../../generated/types/api/owner';
import { serviceGetter, type CoreServices } from '../../lib/feature';
import type { BotCheckServices } from '../../lib/scripts/bot-check';

/** What the returns sagas take from the saga context; tests give fakes. */
export interface ReturnsServices extends CoreServices, BotCheckServices {
  returnsApi: ReturnsApi;
  uploadPhoto: PhotoUploader;
  /** Hands a PDF answer to the browser as a download (document-file.ts saveDocument). */
  saveDocument: (doc: DocumentResponse) => void;
  /** Boot's sign-in helper: the photo upload sends the owner's token itself, as the client does. */
  auth: { accessToken(): Promise<string | null> | string | null };
  /** Today (UTC date, YYYY-MM-DD), for the drop-off window. */
  today: () => string;
}

export const service = serviceGetter<ReturnsServices>();
