/*
 * A signed-in owner's page names its opening calls (src/server/web/page-hints.ts), and a small script of its own
 * (src/app/opening-calls.ts, nothing to import) sends them with the stored access token as soon as it is in: the
 * answers are under way while the app's scripts still arrive, where boot could send them only once its own were in and
 * had run (on a phone's latency, a round trip later). The app's client takes each answer once, in place of the same
 * request (boot.ts, pageFetch): the same address and the same headers, the token included, within
 * site.json timings.openingCallKeepMs of its start.
 */
import { storedEntry } from './cache';
import { isLive, readStoredTokens } from '../lib/auth/stored-tokens';
import { OPENING_CALLS_ID, type OpeningCalls } from '../lib/opening-requests';
import { isWebview } from '../lib/webview';

interface Sent {
  headers: Record<string, string>;
  at: number;
  response: Promise<Response>;
}

/** The answers under way, by address: a global, as the opening calls' script and the app are separate scripts. */
const REGISTRY = Symbol.for('owner-account.opening-answers');

function registry(): Map<string, Sent> {
  const scope = globalThis as unknown as Record<symbol, Map<string, Sent> | undefined>;
  return (scope[REGISTRY] ??= new Map<string, Sent>());
}

export interface OpeningCallsEnv {
  document: Pick<Document, 'getElementById'>;
  local: Pick<Storage, 'getItem'>;
  session: Pick<Storage, 'getItem'>;
  fetch: (url: string, init: { method: string; headers: Record<string, string> }) => Promise<Response>;
  now: () => number;
  search: string;
}

function pageCalls(document: OpeningCallsEnv['document']): OpeningCalls | null {
  const text = document.getElementById(OPENING_CALLS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as OpeningCalls;
  } catch {
    return null;
  }
}

/**
 * Sends the page's opening calls, where the app would send them the same way at boot: an owner signed in with a live
 * access token (an expired one is refreshed by the app first), not coming back from the provider (the sign-in is not
 * complete yet), not in a webview, and no answer the response cache holds.
 */
export function sendOpeningCalls(env: OpeningCallsEnv): void {
  const page = pageCalls(env.document);
  if (!page || isWebview(env.search, page.webviewMarker) || new URLSearchParams(env.search).has('code')) return;
  const tokens = readStoredTokens(env.local);
  if (!tokens || !isLive(tokens, env.now())) return;
  const sent = registry();
  for (const call of page.calls) {
    const cached = call.cacheKey === null ? undefined : storedEntry(env.session, call.cacheKey);
    if (cached && cached.expires > env.now()) continue;
    const headers = call.withToken ? { ...call.headers, [page.tokenHeader]: tokens.access_token } : call.headers;
    const response = env.fetch(call.address, { method: 'GET', headers });
    // Nobody may take it (the app asks anew on failure): its failure is not an unhandled rejection.
    response.catch(() => undefined);
    sent.set(call.address, { headers, at: env.now(), response });
  }
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value);

/**
 * The answer of the opening call sent to this address with exactly these headers, at most keepMs ago; taken once.
 * Undefined when there is none (the caller sends the request itself).
 */
export function takeOpeningAnswer(
  address: string,
  headers: Record<string, string>,
  now: number,
  keepMs: number,
): Promise<Response> | undefined {
  const sent = registry();
  const answer = sent.get(address);
  if (!answer) return undefined;
  sent.delete(address);
  return now - answer.at <= keepMs && sameHeaders(answer.headers, headers) ? answer.response : undefined;
}

/** Forgets every answer not yet taken: after a change (any call but a GET), an earlier answer may be stale. */
export function dropOpeningAnswers(): void {
  registry().clear();
}
