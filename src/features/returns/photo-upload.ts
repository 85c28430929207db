import type { ApiResult, GuestCredentials } from '../../api/client';
import { apiHeaders, endpoints } from '../../generated/api';
import type { PhotoUploadRequest, ReturnResponse } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';
import { callAddress } from '../../lib/call-address';
import type { OrdersTable } from '../../lib/market/site-tables';
import { uploadProgress } from '../../lib/orders/upload-progress';

/** The part of XMLHttpRequest the uploader uses; the browser's fits, and so does a test fake. */
export interface UploadRequest extends Pick<
  XMLHttpRequest,
  'onload' | 'onerror' | 'onabort' | 'status' | 'responseText'
> {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: string): void;
  upload: Pick<XMLHttpRequestUpload, 'onprogress'>;
}

export interface PhotoUpload {
  returnId: string;
  body: PhotoUploadRequest;
  /** The owner's token, or the guest's authorization: the same headers the one client sends. */
  token?: string | null;
  guest?: GuestCredentials;
  /** 10..99 while bytes go out (upload-progress.ts); the caller says 100 once the answer is in. */
  onProgress(percent: number): void;
}

export type PhotoUploader = (upload: PhotoUpload) => Promise<ApiResult<ReturnResponse>>;

function messageOf(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: the status says enough
  }
  return `HTTP ${status}`;
}

/** markets/orders.json returnPhoto: the types and size the service takes, and the progress range. */
export type PhotoRules = OrdersTable['returnPhoto'];

/**
 * The photo upload over XMLHttpRequest rather than the one client: fetch cannot report upload progress. Same URL and
 * headers as the client (consumer key, token or guest identifier/Access-Code, JSON); the answer becomes an ApiResult.
 * signInOn401: the client's decision for this endpoint (client.shouldSignIn), carried by a 401's result.
 * progress: the range the owner sees while bytes go out (orders.returnPhoto.progress).
 */
export function createPhotoUploader(
  market: Pick<Market, 'serviceUrl' | 'contentUrl' | 'consumerKey'>,
  newRequest: () => UploadRequest,
  signInOn401: boolean,
  progress: PhotoRules['progress'],
): PhotoUploader {
  return ({ returnId, body, token, guest, onProgress }) =>
    new Promise((resolve) => {
      // The address as the client builds it; without a return id there is nothing to send, as in the client.
      const address = callAddress(market, 'uploadReturnPhoto', { returnId });
      if (address === null) {
        resolve({ kind: 'error', status: 0, message: 'missing path parameter for uploadReturnPhoto' });
        return;
      }
      const xhr = newRequest();
      xhr.open(endpoints.uploadReturnPhoto.method, address);
      xhr.setRequestHeader(apiHeaders.consumerKey, market.consumerKey);
      xhr.setRequestHeader('accept', 'application/json');
      xhr.setRequestHeader('content-type', 'application/json');
      if (guest) {
        xhr.setRequestHeader(apiHeaders.identifier, guest.identifier);
        xhr.setRequestHeader(apiHeaders.accessCode, guest.accessCode);
      } else if (token) {
        xhr.setRequestHeader(apiHeaders.authToken, token);
      }
      let last = progress.from;
      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable) return;
        // Never backwards: a late event must not undo what the owner saw.
        last = Math.max(last, uploadProgress(event.loaded, event.total, progress));
        onProgress(last);
      };
      xhr.onload = () => {
        if (xhr.status === 401) {
          resolve({ kind: 'unauthorized', signIn: signInOn401 });
          return;
        }
        if (xhr.status < 200 || xhr.status >= 300) {
          resolve({ kind: 'error', status: xhr.status, message: messageOf(xhr.responseText, xhr.status) });
          return;
        }
        try {
          resolve({ kind: 'ok', status: xhr.status, data: JSON.parse(xhr.responseText) as ReturnResponse });
        } catch {
          resolve({ kind: 'error', status: xhr.status, message: 'invalid JSON response' });
        }
      };
      xhr.onerror = () => resolve({ kind: 'error', status: 0, message: 'network error' });
      xhr.onabort = () => resolve({ kind: 'error', status: 0, message: 'upload aborted' });
      onProgress(progress.from);
      xhr.send(JSON.stringify(body));
    });
}

export type PhotoProblem = 'type' | 'size' | null;

/** Checked before anything is sent: the types and the size the service takes (markets/orders.json returnPhoto). */
export function photoProblem(
  file: { type: string; size: number },
  rules: Pick<PhotoRules, 'contentTypes' | 'maxBytes'>,
): PhotoProblem {
  if (!(rules.contentTypes as string[]).includes(file.type)) return 'type';
  if (file.size > rules.maxBytes) return 'size';
  return null;
}

/** A file's bytes as base64, in slices so a large photo does not overflow the argument list. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
