/*
 * Every webview rule of the spec, in one place (000 §2, §9; 001 §6; 002 §2): the embedded app marks its pages with
 * the webview marker in the query, and then the chrome is hidden and some 401s do not redirect.
 */
import { endpoints, type EndpointId } from '../generated/api';

/** Spec 000 §9: the page is in webview (embedded app) when its query string contains the marker. */
export function isWebview(search: string, marker: string): boolean {
  return search.includes(marker);
}

/** Spec 000 §2, 002 §2: header and footer are hidden in webview, and where the route hides them. */
export function chromeShown(part: { header: boolean } | { footer: boolean }, webview: boolean): boolean {
  return !webview && ('header' in part ? part.header : part.footer);
}

/** Spec 001 §6: in webview, a 401 of the calls marked webviewSkipsSignIn (profile) does not redirect. */
export function shouldSignIn(id: EndpointId, webview: boolean): boolean {
  return !(webview && endpoints[id].webviewSkipsSignIn);
}
