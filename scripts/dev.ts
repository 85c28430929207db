/*
 * npm run dev: the reference service with the app, rebuilt on every save. A change under src/ rebuilds the app
 * (esbuild, incrementally) and reloads the open pages; a change under markets/ or schemas/ regenerates src/generated/
 * first. A definition with problems shows them in the terminal and on the page, and the last good build keeps running.
 * The service serves the texts of each regenerate (a change under markets/content/ shows on the reloaded page).
 * PORT (default 8080), DATA_DIR (default data/) as for npm start. The service's own code is not reloaded: restart
 * for a change there.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEV_RELOAD_SCRIPT, watchApp } from './build';
import { PROJECT_ROOT } from '../generator/pipeline';
import type { Content } from '../src/server/content/content-store';

const PORT = Number(process.env.PORT ?? 8080);
// DEV_OUT_DIR: where the development build goes (dist/ by default; npm start rebuilds dist/ after it).
const DIST = path.resolve(process.env.DEV_OUT_DIR ?? path.join(PROJECT_ROOT, 'dist'));

/** The page's side: reload after a rebuild; show the problems of a broken definition until they are fixed. */
const RELOAD_SCRIPT = `const events = new EventSource('/dev/events');
let panel;
events.addEventListener('reload', () => location.reload());
events.addEventListener('problems', (event) => {
  panel ??= document.body.appendChild(document.createElement('section'));
  panel.setAttribute('role', 'alert');
  panel.setAttribute('aria-label', 'Build problems');
  Object.assign(panel.style, { position: 'fixed', inset: 'auto 0 0 0', maxHeight: '50vh', overflow: 'auto', zIndex: '2147483647',
    background: '#fff', color: '#8b0000', borderTop: '4px solid #8b0000', padding: '1rem', font: '14px/1.4 monospace', whiteSpace: 'pre-wrap' });
  panel.textContent = JSON.parse(event.data).join('\\n');
});
`;

const listeners = new Set<FastifyReply>();
let lastProblems: string[] = [];

function tell(event: 'reload' | 'problems', data: unknown): void {
  for (const reply of listeners) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function problems(list: string[]): void {
  lastProblems = list;
  console.error(`\n${list.join('\n')}\nThe last good build keeps running; save again once it is fixed.`);
  tell('problems', list);
}

function devRoutes(app: FastifyInstance): void {
  app.get(DEV_RELOAD_SCRIPT, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-store').send(RELOAD_SCRIPT),
  );
  app.get('/dev/events', (req, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    reply.raw.write(': connected\n\n');
    if (lastProblems.length > 0) reply.raw.write(`event: problems\ndata: ${JSON.stringify(lastProblems)}\n\n`);
    listeners.add(reply);
    req.raw.on('close', () => listeners.delete(reply));
  });
}

/** Calls `run` once things have been quiet for a moment (an editor's save is several events). */
function debounced(run: () => void, ms = 30): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
}

function generate(): boolean {
  const result = spawnSync('npx', ['tsx', 'scripts/generate.ts'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  if (result.status === 0) return true;
  problems(
    `${result.stdout}${result.stderr}`
      .trim()
      .split('\n')
      .filter((line) => line.trim() !== ''),
  );
  return false;
}

/** The content module just generated, loaded afresh: the module cache holds the one the service started with. */
function freshContent(): Content {
  const file = require.resolve('../src/generated/content');
  delete require.cache[file];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh load of a module the cache already holds
  return require(file) as Content;
}

async function main(): Promise<void> {
  if (!generate()) {
    process.exitCode = 1;
    return;
  }
  const ctx = await watchApp({ env: 'local', outDir: DIST, dev: true }, (outcome) => {
    if ('errors' in outcome) return problems(outcome.errors);
    lastProblems = [];
    console.log(`rebuilt in ${outcome.ms} ms; open pages reload`);
    tell('reload', {});
  });
  // Loaded only now: it imports src/generated/, written just above.
  const { buildServer } = await import('../src/server/build-server');
  const { replaceContent } = await import('../src/server/content/content-store');
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(PROJECT_ROOT, 'data'));
  fs.mkdirSync(dataDir, { recursive: true });
  const app = buildServer({
    dbFile: path.join(dataDir, 'owner-account.sqlite'),
    distDir: DIST,
    watchDist: true,
    logLevel: 'warn',
    publicOrigin: () => `http://localhost:${PORT}`,
  });
  devRoutes(app);
  await app.listen({ port: PORT, host: 'localhost' });
  console.log(
    `Owner account (development) at http://localhost:${PORT}/ : saving under src/, markets/ or schemas/ rebuilds and reloads.`,
  );

  // inotify, not polling: a save is seen at once.
  const rebuild = debounced(() => {
    void ctx.rebuild().catch(() => undefined);
  });
  // src/generated/ too: a regenerate's new files are built in.
  fs.watch(path.join(PROJECT_ROOT, 'src'), { recursive: true }, rebuild);
  const regenerate = debounced(() => {
    if (!generate()) return;
    // The service serves the texts just generated (the open pages reload after the rebuild and fetch them).
    replaceContent(freshContent());
    rebuild();
  }, 60);
  for (const dir of ['markets', 'schemas']) fs.watch(path.join(PROJECT_ROOT, dir), { recursive: true }, regenerate);
}

main().catch((error: unknown) => {
  console.error(`dev failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
