/*
 * A person's browser, reduced to what the provider's pages need: plain HTTP requests that keep cookies and follow
 * the provider's redirects, stopping at the application's redirect address (which the test then hands to a client
 * library), and filling in the forms of the pages it meets.
 */
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { Agent } from 'undici';
import { keyedDatabaseAt } from './keyed-database';
import { tempDir } from './server';
import { SERVICE_START_TIMEOUT_MS } from './timeouts';
import type { ServerOptions } from '../../src/server/build-server';
import { listenOnOrigin } from '../../src/server/listen-on-origin';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-owners';

export interface Visit {
  status: number;
  url: string;
  body: string;
  headers: Headers;
}

export class CookieBrowser {
  private readonly cookies = new Map<string, string>();
  private readonly dispatcher: Agent | undefined;

  /**
   * from: the loopback address the browser's connections come from (e.g. 127.0.0.2, another person on another
   * network, as the service sees it); the machine's default otherwise.
   */
  constructor(private readonly from?: string) {
    this.dispatcher = from === undefined ? undefined : new Agent({ localAddress: from });
  }

  /** Everything the provider set, e.g. to start a second browser with the same sign-in. */
  copy(): CookieBrowser {
    const other = new CookieBrowser(this.from);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  /** A form post (urlencoded), or a page script's JSON post (accepting JSON, as fetch in the page sends it). */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Visit> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      headers.accept = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(url, {
      method: init.method ?? (body !== undefined ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
      // undici's own Agent, which Node's fetch takes: its type is the npm package's, not the built-in's.
      ...(this.dispatcher ? ({ dispatcher: this.dispatcher } as object) : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone =
        value === '' || attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, url, body: await res.text(), headers: res.headers };
  }

  /** GET, then follow redirects until a page answers or the next address starts with `stopAt` (returned unvisited). */
  async walk(
    url: string,
    stopAt: string,
    first?: { form: Record<string, string> },
  ): Promise<Visit | { arrived: string }> {
    let visit = await this.request(url, first);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = visit.headers.get('location');
      if (visit.status < 300 || visit.status >= 400 || !location) return visit;
      const next = new URL(location, visit.url).href;
      if (next.startsWith(stopAt)) return { arrived: next };
      visit = await this.request(next);
    }
    throw new Error(`more than 10 redirects from ${url}`);
  }
}

/** The action of the page's first form, as an absolute address. */
export function formAction(page: Visit): string {
  const action = /<form[^>]* action="([^"]+)"/.exec(page.body)?.[1];
  if (!action) throw new Error(`no form on ${page.url} (${page.status}): ${page.body.slice(0, 300)}`);
  return new URL(action.replace(/&amp;/g, '&'), page.url).href;
}

/** The hidden fields of the page's forms (the provider's logout form carries its xsrf token so). */
export function hiddenFields(page: Visit): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    out[m[1] ?? ''] = m[2] ?? '';
  return out;
}

/**
 * The service's log lines (JSON), read as they come: the local provider's mails (codes, links) are warnings there.
 * Pass `stream` to startWithProvider.
 */
export function serviceLog() {
  const lines: Record<string, unknown>[] = [];
  return {
    stream: {
      write: (line: string) => {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    /** The lines that carry this field, oldest first. */
    withField: (field: string) => lines.filter((l) => field in l),
  };
}

/** The service with its local provider on a free port of 127.0.0.1, configured with that origin. */
export async function startWithProvider(
  options: Omit<ServerOptions, 'publicOrigin'>,
): Promise<{ server: FastifyInstance; origin: string }> {
  // A log stream without a level hears the warnings: where the local provider writes the mails it would send.
  const logLevel = options.logLevel ?? (options.logStream ? 'warn' : undefined);
  keyedDatabaseAt(options.dbFile);
  return listenOnOrigin({ ...options, ...(logLevel ? { logLevel } : {}) }, { originHost: '127.0.0.1' });
}

/** openid-client's configuration for one of the provider's clients (http allowed: the test service runs on loopback). */
export function discover(origin: string, clientId: string): Promise<client.Configuration> {
  return client.discovery(new URL(`${origin}/oidc`), clientId, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
}

/** The authorization request of a client (PKCE S256, state, nonce), with what is needed to redeem its answer. */
export async function authorization(
  config: client.Configuration,
  redirectUri: string,
  extra: Record<string, string> = {},
) {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    locale: 'en-us',
    ...extra,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return {
    url: url.href,
    redeem: (callback: string) =>
      client.authorizationCodeGrant(config, new URL(callback), {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
      }),
  };
}

/**
 * A whole sign-in as a person does it: the authorization request, the password page (skipped when the browser is
 * signed in already), the redirect back; then the code is redeemed. `callback` is the address the app received.
 */
export async function signIn(
  config: client.Configuration,
  redirectUri: string,
  email: string,
  browser = new CookieBrowser(),
) {
  const request = await authorization(config, redirectUri);
  let back = await browser.walk(request.url, redirectUri);
  if (!('arrived' in back))
    back = await browser.walk(formAction(back), redirectUri, { form: { email, password: DEMO_PASSWORD } });
  if (!('arrived' in back)) throw new Error(`the password page answered ${back.status}`);
  return { tokens: await request.redeem(back.arrived), callback: back.arrived, browser };
}

/** The service with its local provider for one test file, and openid-client's configuration of one of its clients. */
export interface ProviderUnderTest {
  /** The service's SQLite file (fresh for the file). */
  dbFile: string;
  server: FastifyInstance;
  origin: string;
  config: client.Configuration;
  /** Closes the service and starts it again on the same database (another port), as a restart does. */
  restart(): Promise<void>;
}

/**
 * Starts the service with its provider before the file's tests (a fresh database, on a free port) and closes it
 * after them; the returned object reads the started service's values when they are used.
 */
export function providerUnderTest(
  clientId: string,
  options: Omit<ServerOptions, 'publicOrigin' | 'dbFile'> = {},
): ProviderUnderTest {
  const tmp = tempDir();
  let started: Omit<ProviderUnderTest, 'dbFile' | 'restart'> | undefined;
  const start = async () => {
    const { server, origin } = await startWithProvider({ dbFile: tmp.dbFile, ...options });
    started = { server, origin, config: await discover(origin, clientId) };
  };
  beforeAll(start, SERVICE_START_TIMEOUT_MS);
  afterAll(async () => {
    await started?.server.close();
    tmp.remove();
  });
  const get = () => {
    if (!started) throw new Error('the service starts in beforeAll: use it inside a test or a hook');
    return started;
  };
  return {
    dbFile: tmp.dbFile,
    get server() {
      return get().server;
    },
    get origin() {
      return get().origin;
    },
    get config() {
      return get().config;
    },
    restart: async () => {
      await get().server.close();
      await start();
    },
  };
}
