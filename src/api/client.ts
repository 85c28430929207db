import { cacheKey, createResponseCache, isKeyOf, type StorageLike } from './cache';
import { apiHeaders, endpoints, type EndpointId, type EndpointTypes } from '../generated/api';
import type { Market } from '../generated/types/market';
import { callAddress } from '../lib/call-address';
import { keptParts } from '../lib/json-pointer';
import type { QueryMarket } from '../lib/market/market-query-values';
import { baseHeaders, warmRequest } from '../lib/opening-requests';
import { shouldSignIn } from '../lib/webview';

/**
 * A 401, with the one decision it calls for (spec 000 §8, 001 §6): whether the owner is sent to sign in. Made by
 * the client, which knows the endpoint and the webview; callApi only acts on it.
 */
export interface Unauthorized {
  kind: 'unauthorized';
  signIn: boolean;
}

/** Every answer of the data service as a value: sagas decide what a failure means, the client never throws. */
export type ApiResult<T> =
  | { kind: 'ok'; data: T; status: number }
  | Unauthorized
  | {
      kind: 'error';
      status: number;
      message: string;
      body?: unknown;
      /** A request that never reached the service because the browser is offline (its offline notice says so). */
      offline?: true;
    };

/** The part of a fetch Response the client reads; a real Response fits, and so does a small test fake. */
export interface FetchResponse {
  status: number;
  statusText?: string;
  text(): Promise<string>;
}
export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
}
export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>;

/** Gives the current access token; may refresh it first, hence the promise. */
export interface TokenSource {
  accessToken(): string | null | Promise<string | null>;
}

export type ApiLog = (message: string, detail?: Record<string, unknown>) => void;

/** Role headers an endpoint may carry (endpoints.json `headers`), named by their apiHeaders key. */
type RoleHeaderName = Exclude<keyof typeof apiHeaders, 'consumerKey' | 'authToken' | 'identifier' | 'accessCode'>;

/** What a guest shows instead of a token (auth 'guest' calls): sent as the identifier and Access-Code headers. */
export interface GuestCredentials {
  identifier: string;
  accessCode: string;
}
type GuestPart<Id extends EndpointId> = (typeof endpoints)[Id]['auth'] extends 'guest'
  ? { guest?: GuestCredentials }
  : { guest?: undefined };
type EndpointHeaders<Id extends EndpointId> = (typeof endpoints)[Id]['headers'][number];

/** A part is required when the endpoint has one, and may only be left out (or undefined) when it has none. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
type HeadersPart<Id extends EndpointId> = [EndpointHeaders<Id>] extends [never]
  ? { headers?: undefined }
  : { headers: { [H in EndpointHeaders<Id>]: string } };

export type CallOptions<Id extends EndpointId> = Part<'params', EndpointTypes[Id]['params']> &
  Part<'query', EndpointTypes[Id]['query']> &
  Part<'body', EndpointTypes[Id]['body']> &
  HeadersPart<Id> &
  GuestPart<Id>;

/** Lets `call('mfaOptions')` omit the options while `call('profile')` must give its query. */
type CallArgs<Id extends EndpointId> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} is the empty options object: may the caller give none?
  {} extends CallOptions<Id> ? [options?: CallOptions<Id>] : [options: CallOptions<Id>];

export interface ApiClient {
  call<Id extends EndpointId>(id: Id, ...args: CallArgs<Id>): Promise<ApiResult<EndpointTypes[Id]['response']>>;
  /**
   * Starts a call the page makes as it opens (a route's or the shell's `calls`), before anything asks for it, so
   * its answer is cached or under way when a screen does. Only a GET whose options come from the market alone: no
   * path parameters or role headers, and no query or one the market fills (market-query.ts). Others are ignored. An
   * uncached one's answer goes to the first ask within warmKeepMs only. `then` names the calls to start with its
   * answer once it is in (routes.json `after`).
   */
  warm(id: EndpointId, then?: (answer: unknown) => FollowUp[]): void;
  /** Whether a 401 of this endpoint should send the owner to sign-in, in this client's webview mode. */
  shouldSignIn(id: EndpointId): boolean;
  /** Forgets every cached answer, in memory and in storage; call it on sign-out. */
  clearCache(): void;
  /** Resolves once no call is under way (at once when none is). */
  quiet(): Promise<void>;
  /** Whether a call is under way. */
  busy(): boolean;
}

/**
 * A call started with what a warmed call answered (routes.json `after`): a cached GET, so the screen's own ask for the
 * same options takes its answer.
 */
export interface FollowUp {
  id: EndpointId;
  params: object;
  query: object;
  /** A vehicle's call its VIN. */
  headers?: { vin?: string };
}

export interface ApiClientOptions {
  /** serviceUrl is the base of the data service's calls, contentUrl of the content service's (endpoints.json `service`). */
  market: Pick<Market, 'serviceUrl' | 'contentUrl' | 'consumerKey'> & QueryMarket;
  fetch: FetchLike;
  /** Mirror of the response cache; sessionStorage in the browser so a reload keeps it. */
  storage?: StorageLike;
  now?: () => number;
  tokens: TokenSource;
  log?: ApiLog;
  webview: boolean;
  /** How long an uncached GET started by warm waits for its first ask (site.json openingCallKeepMs; none: not started). */
  warmKeepMs?: number;
}

/** The loose view of CallOptions used inside `call`, where TypeScript cannot narrow the conditional types. */
interface LooseOptions {
  params?: object;
  query?: object;
  body?: unknown;
  headers?: Partial<Record<RoleHeaderName, string>>;
  guest?: GuestCredentials;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function errorMessage(body: unknown, response: FetchResponse): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return response.statusText || `HTTP ${response.status}`;
}

export { isEndpointId } from '../lib/call-address';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { market, tokens, webview } = options;
  const now = options.now ?? (() => Date.now());
  const log: ApiLog = options.log ?? (() => undefined);
  const cache = createResponseCache({ storage: options.storage, now });
  // Cacheable GETs under way, by cache key: a second ask while the first is out shares its answer (a warmed call).
  // clearCache and an eviction drop their entries: such an answer is still handed to whoever asked, but not kept.
  const inFlight = new Map<string, Promise<ApiResult<unknown>>>();
  // Uncached GETs started by warm, by cache key: the first ask in time takes the answer; any later one sends anew.
  const warmed = new Map<string, { answer: Promise<ApiResult<unknown>>; until: number }>();
  // Calls sent and not yet answered, and who waits for there to be none (quiet).
  let sending = 0;
  let quietWaiters: (() => void)[] = [];

  function quiet(): Promise<void> {
    if (sending === 0) return Promise.resolve();
    return new Promise((resolve) => quietWaiters.push(resolve));
  }

  async function call<Id extends EndpointId>(
    id: Id,
    ...args: CallArgs<Id>
  ): Promise<ApiResult<EndpointTypes[Id]['response']>> {
    // The options are read loosely inside (TypeScript cannot narrow the generic conditional option types there).
    const result = await callLoose(id, args[0] ?? {});
    // The response type comes from the schema the data service validates against; the client does not re-check it.
    return result.kind === 'ok' ? { ...result, data: result.data as EndpointTypes[Id]['response'] } : result;
  }

  function callLoose(id: EndpointId, opts: LooseOptions): Promise<ApiResult<unknown>> {
    const endpoint = endpoints[id];
    // Before the token: a cached answer needs no token, so it never triggers a refresh.
    if (endpoint.method !== 'GET') return send(id, opts);
    const key = cacheKey(id, opts.params, opts.query, opts.headers?.vin);
    if (endpoint.cacheMs === null) return takeWarmed(key) ?? send(id, opts);
    const { cacheMs } = endpoint;
    const hit = cache.get(key);
    if (hit) return Promise.resolve({ kind: 'ok', data: hit.data, status: 200 });
    const pending = inFlight.get(key);
    if (pending) return pending;
    const fromWhole = wholeAnswer(id, opts);
    if (fromWhole) return fromWhole.then((result) => result ?? sendCached(id, opts, key, cacheMs));
    return sendCached(id, opts, key, cacheMs);
  }

  /**
   * The answer taken from the cached or under-way answer of the call that holds it (endpoints.json `within`): the
   * parts it keeps. Null when that call failed (this one is asked itself); undefined when there is no such answer.
   */
  function wholeAnswer(id: EndpointId, opts: LooseOptions): Promise<ApiResult<unknown> | null> | undefined {
    const within = endpoints[id].within;
    if (!within) return undefined;
    const key = cacheKey(within.id, opts.params, opts.query, opts.headers?.vin);
    const part = (data: unknown): ApiResult<unknown> => ({
      kind: 'ok',
      data: keptParts(data, within.keep),
      status: 200,
    });
    const hit = cache.get(key);
    if (hit) return Promise.resolve(part(hit.data));
    return inFlight.get(key)?.then((result) => (result.kind === 'ok' ? part(result.data) : null));
  }

  /** Sends a cacheable GET, shared by every ask while it is under way and cached once answered. */
  function sendCached(id: EndpointId, opts: LooseOptions, key: string, cacheMs: number): Promise<ApiResult<unknown>> {
    // Kept only while still the call under way for its key: clearCache and evictions drop it from inFlight.
    const sent: Promise<ApiResult<unknown>> = send(id, opts).then((result) => {
      if (result.kind === 'ok' && inFlight.get(key) === sent) cache.set(key, result.data, cacheMs);
      return result;
    });
    inFlight.set(key, sent);
    void sent.finally(() => {
      if (inFlight.get(key) === sent) inFlight.delete(key);
    });
    return sent;
  }

  /** Sends the call, counted as under way until it is answered (quiet). */
  async function send(id: EndpointId, opts: LooseOptions): Promise<ApiResult<unknown>> {
    sending += 1;
    try {
      return await sendNow(id, opts);
    } finally {
      sending -= 1;
      if (sending === 0) {
        const waiters = quietWaiters;
        quietWaiters = [];
        for (const resolve of waiters) resolve();
      }
    }
  }

  /** Sends the call and applies its evictions; callLoose keeps a cacheable answer. */
  async function sendNow(id: EndpointId, opts: LooseOptions): Promise<ApiResult<unknown>> {
    const endpoint = endpoints[id];
    // The data or the content service's base, as the page's preload hints build it (src/lib/call-address.ts).
    const address = callAddress(market, id, opts.params, opts.query);
    if (address === null) return { kind: 'error', status: 0, message: `missing path parameter for ${id}` };

    const headers = baseHeaders(id, market);
    for (const name of endpoint.headers as readonly RoleHeaderName[]) {
      const value = opts.headers?.[name];
      if (value !== undefined) headers[apiHeaders[name]] = value;
    }
    if (endpoint.auth === 'guest' && opts.guest) {
      // A guest's own authorization, never together with a token: the service reads one or the other.
      headers[apiHeaders.identifier] = opts.guest.identifier;
      headers[apiHeaders.accessCode] = opts.guest.accessCode;
    } else if (endpoint.auth !== 'none') {
      // Without a token the call still goes out: the service's 401 is what starts sign-in.
      const token = await tokens.accessToken();
      if (token) headers[apiHeaders.authToken] = token;
    }
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }

    let response: FetchResponse;
    let text: string;
    try {
      response = await options.fetch(address, { method: endpoint.method, headers, body });
      text = await response.text();
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      log('api network error', { endpoint: id, message });
      return globalThis.navigator?.onLine === false
        ? { kind: 'error', status: 0, message, offline: true }
        : { kind: 'error', status: 0, message };
    }

    if (response.status === 401) return { kind: 'unauthorized', signIn: shouldSignIn(id, webview) };
    const parsed = parseJson(text);
    if (response.status < 200 || response.status >= 300) {
      const errorBody = parsed.ok ? parsed.value : text;
      return { kind: 'error', status: response.status, message: errorMessage(errorBody, response), body: errorBody };
    }
    if (!parsed.ok) {
      log('api answer is not JSON', { endpoint: id, status: response.status });
      return { kind: 'error', status: response.status, message: 'invalid JSON response', body: text };
    }

    const data = response.status === 204 ? undefined : parsed.value;
    for (const evicted of endpoint.evicts as readonly EndpointId[]) {
      cache.evictEndpoint(evicted);
      for (const pending of inFlight.keys()) if (isKeyOf(pending, evicted)) inFlight.delete(pending);
      for (const started of warmed.keys()) if (isKeyOf(started, evicted)) warmed.delete(started);
    }
    return { kind: 'ok', data, status: response.status };
  }

  function takeWarmed(key: string): Promise<ApiResult<unknown>> | undefined {
    const entry = warmed.get(key);
    warmed.delete(key);
    return entry && now() <= entry.until ? entry.answer : undefined;
  }

  /** Starts each follow-up once the answer it is filled from is in; only cached GETs, which the screen's ask takes. */
  function followUp(answer: Promise<ApiResult<unknown>>, then: ((answer: unknown) => FollowUp[]) | undefined): void {
    if (!then) return;
    void answer.then((result) => {
      if (result.kind !== 'ok') return;
      for (const next of then(result.data))
        if (endpoints[next.id].method === 'GET' && endpoints[next.id].cacheMs !== null)
          void callLoose(next.id, { params: next.params, query: next.query, headers: next.headers });
    });
  }

  function warm(id: EndpointId, then?: (answer: unknown) => FollowUp[]): void {
    const request = warmRequest(id, market);
    if (!request) return;
    const opts = request.query === undefined ? {} : { query: request.query };
    if (request.cacheKey !== null) {
      followUp(callLoose(id, opts), then);
      return;
    }
    const key = cacheKey(id, undefined, opts.query, undefined);
    if (options.warmKeepMs === undefined || warmed.has(key)) return;
    const answer = send(id, opts);
    warmed.set(key, { answer, until: now() + options.warmKeepMs });
    followUp(answer, then);
  }

  return {
    call,
    warm,
    shouldSignIn: (id) => shouldSignIn(id, webview),
    quiet,
    busy: () => sending > 0,
    clearCache: () => {
      inFlight.clear();
      warmed.clear();
      cache.clear();
    },
  };
}
