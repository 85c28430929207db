import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBuild, writeStamp } from '../../../scripts/build-stamp';

let root: string;

/** A small project tree that has been built once: inputs, generated files, dist/ with its stamp. */
function builtTree(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  const files: Record<string, string> = {
    'markets/site.json': '{"name":"site"}',
    'schemas/site.schema.json': '{}',
    'generator/emit.ts': 'export {};',
    'src/app/main.tsx': 'export {};',
    'src/generated/site.ts': 'export const site = 1;',
    'scripts/build.ts': 'export {};',
    'scripts/start.ts': 'export {};',
    'package-lock.json': '{}',
    'tsconfig.json': '{}',
    'dist/index.html': '<!doctype html>',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  writeStamp(dir, checkBuild(dir, 'local').hash);
  return dir;
}

const edit = (file: string, text: string) => fs.writeFileSync(path.join(root, file), text);
const remove = () => fs.rmSync(root, { recursive: true, force: true });
/** Starts again from a freshly built tree, within one test. */
const rebuilt = () => {
  remove();
  root = builtTree();
};

beforeEach(() => {
  root = builtTree();
});
afterEach(remove);

describe('build stamp', () => {
  it('needs no build when nothing the build reads changed, even if files were touched', () => {
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'src/app/main.tsx'), later, later);
    expect(checkBuild(root, 'local').needed).toBe(false);
  });

  it('needs a build when a source file, a definition or the build script changed', () => {
    const changes: [file: string, text: string][] = [
      ['src/app/main.tsx', 'export const a = 1;'],
      ['markets/site.json', '{"name":"other"}'],
      ['scripts/build.ts', '// changed'],
    ];
    for (const [file, text] of changes) {
      rebuilt();
      edit(file, text);
      expect(checkBuild(root, 'local')).toMatchObject({ needed: true });
    }
  });

  it('needs a build when a file is added to an input folder', () => {
    edit('src/app/extra.ts', 'export {};');
    expect(checkBuild(root, 'local').needed).toBe(true);
  });

  it('ignores what generate writes and the scripts the build does not read', () => {
    edit('src/generated/site.ts', 'export const site = 2;');
    edit('scripts/start.ts', '// changed');
    expect(checkBuild(root, 'local').needed).toBe(false);
  });

  it('needs a build for another environment', () => {
    expect(checkBuild(root, 'qa').needed).toBe(true);
  });

  it('needs a build when dist/ or src/generated/ is gone', () => {
    fs.rmSync(path.join(root, 'dist'), { recursive: true });
    expect(checkBuild(root, 'local').needed).toBe(true);
    rebuilt();
    fs.rmSync(path.join(root, 'src/generated'), { recursive: true });
    expect(checkBuild(root, 'local').needed).toBe(true);
  });
});
