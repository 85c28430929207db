/**
 * Saves what the page holds as a file: a temporary object URL on a download link, clicked, then revoked (a download
 * attribute keeps the page where it is; no window opens, which the CSP would not allow anyway).
 */
export function saveBlob(blob: Blob, fileName: string, view: Window & typeof globalThis = window): void {
  const url = view.URL.createObjectURL(blob);
  const link = view.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  view.document.body.appendChild(link);
  link.click();
  link.remove();
  // Later, not now: some browsers read the URL after click() returns.
  view.setTimeout(() => view.URL.revokeObjectURL(url), 30_000);
}

/**
 * A JSON answer as the file it was sent as: indented by two spaces, as the data service writes its files, so the
 * saved text is the service's own (and of the size it announced).
 */
export function jsonBlob(value: unknown): Blob {
  return new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
}
