/*
 * Load on the data service: each call in turn, at a fixed number of connections for a few seconds
 * (autocannon), after a short warm-up whose figures are dropped (the first requests pay for JIT and caches).
 * The service should run in another process than this one: the load generator needs a CPU of its own.
 */
import autocannon from 'autocannon';
import type { ServiceCall } from './service-calls';

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  warmupSeconds?: number;
  /**
   * Sent as Accept-Encoding, e.g. 'gzip, deflate, br' as a browser does: the figures then include compressing
   * each answer over the threshold. Without it (autocannon sends none) they are the service's own cost.
   */
  acceptEncoding?: string;
}

export interface CallLoad {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 2xx, and connection errors or timeouts: a run with any is not a valid figure. */
  failures: number;
}

const DEFAULTS = { connections: 50, seconds: 5, warmupSeconds: 1 };

function run(
  baseUrl: string,
  call: ServiceCall,
  connections: number,
  seconds: number,
  acceptEncoding?: string,
): Promise<autocannon.Result> {
  const headers = acceptEncoding ? { ...call.headers, 'accept-encoding': acceptEncoding } : call.headers;
  return autocannon({ url: baseUrl + call.path, method: 'GET', headers, connections, duration: seconds });
}

export async function measureServiceLoad(
  baseUrl: string,
  calls: ServiceCall[],
  options: LoadOptions = {},
): Promise<CallLoad[]> {
  const { connections, seconds, warmupSeconds, acceptEncoding } = { ...DEFAULTS, ...options };
  const results: CallLoad[] = [];
  for (const call of calls) {
    if (warmupSeconds > 0) await run(baseUrl, call, connections, warmupSeconds, acceptEncoding);
    const r = await run(baseUrl, call, connections, seconds, acceptEncoding);
    results.push({
      name: call.name,
      requestsPerSecond: r.requests.average,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      failures: r.non2xx + r.errors + r.timeouts,
    });
  }
  return results;
}

/** The figures as a plain text table, one call a line. */
export function loadTable(results: CallLoad[]): string {
  const width = Math.max(...results.map((r) => r.name.length));
  const head = `${'call'.padEnd(width)}  ${'req/s'.padStart(7)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'max ms'.padStart(7)}  failures`;
  const lines = results.map(
    (r) =>
      `${r.name.padEnd(width)}  ${r.requestsPerSecond.toFixed(0).padStart(7)}  ${r.p50Ms.toFixed(1).padStart(7)}  ` +
      `${r.p99Ms.toFixed(1).padStart(7)}  ${r.maxMs.toFixed(1).padStart(7)}  ${r.failures}`,
  );
  return [head, ...lines].join('\n');
}
