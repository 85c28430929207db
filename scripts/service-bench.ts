/*
 * npm run bench:service: requests per second and latency of the data-service calls of the dashboard,
 * marketing options and order pages, at 50 connections, against a fresh service in its own process.
 * LOAD_SECONDS (default 5) sets the length of each run; LOAD_ENCODING (e.g. 'gzip, deflate, br', as a browser
 * sends) has each answer compressed as the app receives it.
 */
import { ownerPageCalls } from './bench/service-calls';
import { loadTable, measureServiceLoad } from './bench/service-load';
import { startServiceProcess } from './bench/service-process';

async function main(): Promise<void> {
  const service = await startServiceProcess();
  try {
    const calls = await ownerPageCalls(service.baseUrl);
    const results = await measureServiceLoad(service.baseUrl, calls, {
      seconds: Number(process.env.LOAD_SECONDS ?? 5),
      acceptEncoding: process.env.LOAD_ENCODING,
    });
    console.log(loadTable(results));
    if (results.some((r) => r.failures > 0)) {
      console.log('\nsome requests failed: those figures are not valid');
      process.exitCode = 1;
    }
  } finally {
    await service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`service bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
