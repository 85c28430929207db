/*
 * Fewer, larger shell scripts. esbuild puts each set of entry points that share a module in a chunk of its own,
 * and it counts every lazily imported module (a screen group, the edit form) as an entry point like main. The
 * shell's modules, which every page loads anyway, were spread over about 35 chunks, 17 of them under 1 KB: a
 * request each, which costs a round trip per six over HTTP/1.1.
 *
 * The build therefore runs twice. The first run finds the shell's files: what main loads before boot, and what it
 * loads after (React's renderer and the shell's components). The second run has every lazily imported module of
 * ours import all of them (side-effect imports of modules that have already run by then, so nothing changes at run
 * time): every shell file is then reached by the same entry points and esbuild puts them in a few chunks.
 *
 * One of those chunks would hold React's renderer beside the router, i18next and our shell: over half of a page's
 * script bytes in one file. Over HTTP/1.1 one file is one connection and its slow start, and the page's LCP waited for
 * its last byte. The renderer's package is therefore reached by one more entry point of its own (SEPARATE_CHUNKS), so
 * that esbuild gives it a chunk of its own and the browser fetches the two halves side by side; that entry's own file
 * is never loaded and is not kept (separateEntries, dropSeparateEntries).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { outputOf, staticClosure } from './build-preloads';

export interface ShellFiles {
  /** What main.tsx loads before boot (main itself excepted), as paths relative to the working directory. */
  boot: string[];
  /** What it loads after boot (the renderer's entry points excepted), beyond boot's. */
  render: string[];
  /** The modules imported lazily while booting (ours and packages'): they may import only boot's files. */
  bootLazy: string[];
  /** The other lazily imported modules, ours and packages' (a package's too, or esbuild's helpers get a chunk). */
  lazy: string[];
}

const NAMESPACE = 'shell-files';
const SEPARATE = 'shell-separate';

/**
 * Packages of the shell that get chunks of their own, by chunk: React's renderer and its scheduler, about 55 KB
 * compressed, beside the rest of the shell's scripts (about 50 KB).
 */
const SEPARATE_CHUNKS: Record<string, string[]> = { renderer: ['react-dom', 'scheduler'] };

/** The output and every output it imports statically, transitively. */
const closure = (metafile: Metafile, output: string) => [output, ...staticClosure(metafile, output)];

const inputsOf = (metafile: Metafile, outputs: string[]) =>
  outputs.flatMap((output) => Object.keys(metafile.outputs[output]?.inputs ?? {}));

/**
 * The shell's files and the lazy modules, from a first build's metafile (entries as absolute paths, root esbuild's
 * working directory; the files as the metafile names them, relative to it).
 */
export function shellFiles(metafile: Metafile, root: string, main: string, afterBoot: string[]): ShellFiles {
  const bootOutputs = closure(metafile, outputOf(metafile, root, main));
  const renderOutputs = afterBoot.flatMap((entry) => closure(metafile, outputOf(metafile, root, entry)));
  const bootInputs = new Set(inputsOf(metafile, bootOutputs));
  const renderInputs = new Set(inputsOf(metafile, renderOutputs));
  const entries = new Set([main, ...afterBoot].map((file) => path.relative(root, file).split(path.sep).join('/')));
  const boot = [...bootInputs].filter((file) => !entries.has(file));
  const render = [...renderInputs].filter((file) => !bootInputs.has(file) && !entries.has(file));
  const bootLazy = new Set<string>();
  const lazy = new Set<string>();
  for (const [importer, input] of Object.entries(metafile.inputs))
    for (const imported of input.imports)
      if (imported.kind === 'dynamic-import' && !entries.has(imported.path))
        (bootInputs.has(importer) ? bootLazy : lazy).add(imported.path);
  for (const file of bootLazy) lazy.delete(file);
  return {
    boot,
    render: [...render, ...smallSharedFiles(metafile, lazy, new Set([...bootOutputs, ...renderOutputs]))],
    bootLazy: [...bootLazy],
    lazy: [...lazy],
  };
}

/** A chunk the lazy modules share that is smaller than this (minified) joins the shell (the yes/no choice is 2.3 KB). */
const SMALL_CHUNK_BYTES = 2560;

/**
 * The files of the small chunks only our lazy modules share (a date format, a focus hook): a few hundred bytes on
 * every page instead of a request on most. Only chunks that import nothing but the shell's, or other such chunks
 * (the date formats import the kept Intl formatters, a chunk of their own), so that nothing else comes with them.
 */
function smallSharedFiles(metafile: Metafile, lazy: Set<string>, shell: Set<string>): string[] {
  const reachedBy = new Map<string, string[]>();
  for (const [output, meta] of Object.entries(metafile.outputs))
    if (meta.entryPoint && output.endsWith('.js'))
      for (const file of closure(metafile, output).slice(1))
        reachedBy.set(file, [...(reachedBy.get(file) ?? []), meta.entryPoint]);
  const small = Object.entries(metafile.outputs).filter(([output, meta]) => {
    const by = reachedBy.get(output) ?? [];
    return !meta.entryPoint && meta.bytes < SMALL_CHUNK_BYTES && by.length > 1 && by.every((entry) => lazy.has(entry));
  });
  // Until none joins: a chunk joins once everything it imports is the shell's or has joined.
  const joined = new Set(shell);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [output, meta] of small)
      if (!joined.has(output) && meta.imports.every((i) => i.kind !== 'import-statement' || joined.has(i.path))) {
        joined.add(output);
        grew = true;
      }
  }
  return small.filter(([output]) => joined.has(output)).flatMap(([, meta]) => Object.keys(meta.inputs));
}

/**
 * Whether a bare import of the file counts: esbuild ignores one (with a warning) where the file's package says it has
 * no side effects. Such files stay where esbuild puts them.
 */
function importable(root: string, file: string): boolean {
  // A file loaded as an asset (an image's address) has no side effects either.
  if (!/\.(m?js|cjs|jsx?|tsx?)$/.test(file)) return false;
  const parts = file.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return true;
  const name = parts[at + 1]?.startsWith('@') ? parts.slice(at + 1, at + 3) : parts.slice(at + 1, at + 2);
  const manifest = path.join(root, ...parts.slice(0, at + 1), ...name, 'package.json');
  const { sideEffects } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { sideEffects?: unknown };
  return sideEffects !== false;
}

const loaderOf = (file: string) => (file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'js');

/**
 * Has main import the boot files, the renderer's entry all of them, and every lazy module the ones it may (see
 * above); root is esbuild's working directory.
 */
export function shellChunks(files: ShellFiles, root: string, main: string, render: string): Plugin {
  const absolute = (file: string) => path.resolve(root, file);
  // A module another plugin makes (`namespace:specifier` in the metafile) is imported by its specifier again.
  const specifier = (file: string) =>
    /^[\w-]+:(.+)$/.exec(file)?.[1] ?? (importable(root, file) ? absolute(file) : null);
  const barrel = (list: string[]) =>
    list
      .map(specifier)
      .filter((file) => file !== null)
      .map((file) => `import ${JSON.stringify(file)};`)
      .join('\n');
  const imports = new Map<string, string[]>([
    [absolute(main), ['boot']],
    [absolute(render), ['boot', 'render']],
    ...files.bootLazy.map((file) => [absolute(file), ['boot']] as [string, string[]]),
    ...files.lazy.map((file) => [absolute(file), ['boot', 'render']] as [string, string[]]),
  ]);
  return {
    name: 'shell-chunks',
    setup(b) {
      b.onResolve({ filter: /^shell-files:/ }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
      }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: barrel(args.path === 'boot' ? files.boot : files.render),
        resolveDir: root,
        loader: 'js',
      }));
      b.onResolve({ filter: new RegExp(`^${SEPARATE}:`) }, (args) => ({
        path: args.path.slice(SEPARATE.length + 1),
        namespace: SEPARATE,
      }));
      b.onLoad({ filter: /.*/, namespace: SEPARATE }, (args) => ({
        // Boot's files too, as every other entry point reaches them: esbuild's helpers (which every entry point
        // reaches) then share boot's chunk instead of a chunk of their own, a request at start on every page.
        contents: `import "${NAMESPACE}:boot";\n${barrel(files.render.filter((file) => inPackages(file, SEPARATE_CHUNKS[args.path] ?? [])))}`,
        resolveDir: root,
        loader: 'js',
      }));
      b.onLoad({ filter: /\.(tsx?|m?js)$/ }, (args) => {
        const wanted = imports.get(args.path);
        if (!wanted) return undefined;
        const source = fs.readFileSync(args.path, 'utf8');
        return {
          contents: `${wanted.map((name) => `import "${NAMESPACE}:${name}";`).join('')}${source}`,
          loader: loaderOf(args.path),
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

const inPackages = (file: string, packages: string[]) =>
  packages.some((name) => file.includes(`node_modules/${name}/`));

/** The entry points that give SEPARATE_CHUNKS their chunks (to add to the build that has shellChunks' plugin). */
export const separateEntries = (): Record<string, string> =>
  Object.fromEntries(Object.keys(SEPARATE_CHUNKS).map((name) => [`${SEPARATE}-${name}`, `${SEPARATE}:${name}`]));

/**
 * Deletes what separateEntries' entry points wrote themselves (nothing imports it: its chunk is what counts) and takes
 * it out of the metafile; root is esbuild's working directory.
 */
export function dropSeparateEntries(metafile: Metafile, root: string): void {
  for (const [output, meta] of Object.entries(metafile.outputs))
    if (meta.entryPoint?.startsWith(`${SEPARATE}:`))
      for (const file of [output, `${output}.map`]) {
        fs.rmSync(path.resolve(root, file), { force: true });
        delete metafile.outputs[file];
      }
}
