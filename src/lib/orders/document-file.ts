import type { DocumentResponse } from '../../generated/types/api/owner';
import { saveBlob } from '../files/save-file';

/** The PDF of a document answer (base64 in JSON) as a Blob the browser can save. */
export function documentBlob(doc: Pick<DocumentResponse, 'data' | 'contentType'>): Blob {
  const binary = atob(doc.data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: doc.contentType });
}

/** Saves a document under its file name (save-file.ts: a download link on an object URL). */
export function saveDocument(
  doc: Pick<DocumentResponse, 'data' | 'contentType' | 'fileName'>,
  view: Window & typeof globalThis = window,
): void {
  saveBlob(documentBlob(doc), doc.fileName, view);
}
