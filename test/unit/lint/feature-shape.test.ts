/*
 * One feature shape (src/features/<name>/): feature.ts composes the feature; its state is in slice.ts (or
 * <part>-slice.ts), its saga services' type in services.ts, its calls in api.ts, its sagas under sagas/ and its
 * components under components/. Helper modules beside them are free; what has a place is in its place.
 */
import fs from 'node:fs';
import path from 'node:path';

const featuresDir = path.resolve(__dirname, '../../../src/features');

interface Folder {
  name: string;
  files: string[];
  dirs: string[];
  text: (file: string) => string;
}

function folders(): Folder[] {
  return fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => {
      const dir = path.join(featuresDir, e.name);
      const entries = fs.readdirSync(dir, { withFileTypes: true });
      return {
        name: e.name,
        files: entries.filter((x) => x.isFile()).map((x) => x.name),
        dirs: entries.filter((x) => x.isDirectory()).map((x) => x.name),
        text: (file: string) => fs.readFileSync(path.join(dir, file), 'utf8'),
      };
    });
}

/** What is out of place in one feature folder. */
function shapeProblems(f: Folder): string[] {
  const out: string[] = [];
  const stateful = f.dirs.includes('sagas') || f.files.some((x) => /(^|-)slice\.ts$/.test(x));
  if (stateful && !f.files.includes('feature.ts')) out.push(`${f.name}: has state or sagas but no feature.ts`);
  if (f.files.includes('sagas.ts')) out.push(`${f.name}: sagas.ts (sagas live in sagas/)`);
  for (const file of f.files.filter((x) => x.endsWith('.tsx')))
    out.push(`${f.name}: ${file} (components live in components/)`);
  for (const file of f.files.filter((x) => x.endsWith('.ts') && x !== 'services.ts'))
    if (/export interface \w+Services extends CoreServices/.test(f.text(file)))
      out.push(`${f.name}: ${file} declares the saga services (their place is services.ts)`);
  for (const dir of f.dirs.filter((d) => d === 'sagas'))
    for (const file of fs.readdirSync(path.join(featuresDir, f.name, dir)))
      if (
        /export interface \w+Services extends CoreServices/.test(
          fs.readFileSync(path.join(featuresDir, f.name, dir, file), 'utf8'),
        )
      )
        out.push(`${f.name}: sagas/${file} declares the saga services (their place is services.ts)`);
  return out;
}

it('every feature has the one shape', () => {
  expect(folders().flatMap(shapeProblems)).toEqual([]);
});

it('finds a feature out of shape (the check can fail)', () => {
  const text = (file: string) =>
    file === 'sagas.ts' ? 'export interface XServices extends CoreServices {}' : 'export const x = 1;';
  expect(shapeProblems({ name: 'x', files: ['slice.ts', 'sagas.ts', 'x-screen.tsx'], dirs: [], text })).toEqual([
    'x: has state or sagas but no feature.ts',
    'x: sagas.ts (sagas live in sagas/)',
    'x: x-screen.tsx (components live in components/)',
    'x: sagas.ts declares the saga services (their place is services.ts)',
  ]);
});
