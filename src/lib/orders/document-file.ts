import type { DocumentResponse } from '../../generated/types/api/owner';

/** The PDF of a document answer (base64 in JSON) as a Blob the browser can save. */
export function documentBlob(doc: Pick<DocumentResponse, 'data' | 'contentType'>): Blob {
  const binary = atob(doc.data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: doc.contentType });
}

/**
 * Saves a document under its file name: a temporary object URL on a download link, clicked, then revoked
 * (a download attribute keeps the page where it is; no window opens, which the CSP would not allow anyway).
 */
export function saveDocument(
  doc: Pick<DocumentResponse, 'data' | 'contentType' | 'fileName'>,
  view: Window & typeof globalThis = window,
): void {
  const url = view.URL.createObjectURL(documentBlob(doc));
  const link = view.document.createElement('a');
  link.href = url;
  link.download = doc.fileName;
  link.rel = 'noopener';
  view.document.body.appendChild(link);
  link.click();
  link.remove();
  // Later, not now: some browsers read the URL after click() returns.
  view.setTimeout(() => view.URL.revokeObjectURL(url), 30_000);
}
