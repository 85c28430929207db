/*
 * A hook that starts the service (with its provider) or signs an owner in takes seconds on a cold cache and a slow
 * machine: each names its timeout (test/support/timeouts.ts) instead of living on Jest's default 5 s. A fresh clone
 * on a slower two-core machine once failed 159 tests on that default.
 */
import fs from 'node:fs';
import path from 'node:path';

const unitDir = path.resolve(__dirname, '..');
const HEAVY = /startService|startWithProvider|buildServer|listenOnOrigin|signIn\(/;

function testFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Each hook's text from its opening line to the line that closes it at the same indentation. */
function hooksOf(source: string): string[] {
  const lines = source.split('\n');
  const hooks: string[] = [];
  lines.forEach((line, i) => {
    const open = /^(\s*)(beforeAll|beforeEach)\(/.exec(line);
    if (!open) return;
    const close = lines.findIndex((l, j) => j > i && l.startsWith(`${open[1]}}`));
    hooks.push(lines.slice(i, close === -1 ? undefined : close + 1).join('\n'));
  });
  return hooks;
}

it('every hook that starts the service or signs in names its timeout', () => {
  const missing = testFiles(unitDir).flatMap((file) =>
    hooksOf(fs.readFileSync(file, 'utf8'))
      .filter((hook) => HEAVY.test(hook) && !/\}, \w+\);\s*$/.test(hook))
      .map((hook) => `${path.relative(unitDir, file)}: ${hook.split('\n')[0]}`),
  );
  expect(missing).toEqual([]);
});

it('finds a heavy hook without a timeout (the check can fail)', () => {
  const hook = 'beforeAll(async () => {\n  ({ server } = await startService({ dbFile }));\n});';
  expect(hooksOf(hook).filter((h) => HEAVY.test(h) && !/\}, \w+\);\s*$/.test(h))).toHaveLength(1);
});
