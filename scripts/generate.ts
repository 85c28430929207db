/* Rebuilds src/generated/ from schemas/ and markets/; refuses (exit 1) while any definition has a problem. */
import fs from 'node:fs';
import path from 'node:path';
import { describeCounts, generate, PROJECT_ROOT } from '../generator/pipeline';
import { formatProblem } from '../generator/problems';

/** `generate [--out dir]`: another output folder lets tests compare two runs without touching src/generated/. */
function outDir(): string {
  const i = process.argv.indexOf('--out');
  return i > 0 && process.argv[i + 1] ? path.resolve(process.argv[i + 1] as string) : PROJECT_ROOT;
}

async function main(): Promise<number> {
  const { result, outputs } = await generate();
  if (result.problems.length > 0) {
    for (const p of result.problems) console.log(formatProblem(p));
    console.log(describeCounts(result.counts, result.problems.length));
    console.log('Nothing generated: fix the problems above (npm run validate lists them).');
    return 1;
  }
  const base = outDir();
  // Only what changed is written, and only what is no longer generated removed: a running build (npm run dev) or
  // test never finds the folder half-written, and an unchanged file keeps its time (nothing rebuilds for it).
  const generatedDir = path.join(base, 'src/generated');
  const wanted = new Set([...outputs.keys()].map((file) => path.join(base, file)));
  const existing = fs.existsSync(generatedDir)
    ? fs
        .readdirSync(generatedDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];
  for (const stale of existing.filter((file) => !wanted.has(file))) fs.rmSync(stale);
  for (const [file, text] of [...outputs].sort(([a], [b]) => a.localeCompare(b))) {
    const full = path.join(base, file);
    if (fs.existsSync(full) && fs.readFileSync(full, 'utf8') === text) continue;
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  console.log(`Generated ${outputs.size} files in src/generated/ (${describeCounts(result.counts, 0)}).`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`generate failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
