import { site } from '../generated/site';

/** Spec 000 §9: the page is in webview (embedded app) when its query string contains the marker. */
export function isWebview(search: string): boolean {
  return search.includes(site.webviewMarker);
}
