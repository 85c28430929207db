/*
 * What a first visit of each screen needs, from the build's metafile: the scripts main.js imports and the renderer
 * it loads after boot (the shell), and each screen's own, each with everything they import statically. The server names them in the
 * page as modulepreload hints, so the browser asks for all of them at once instead of discovering them one
 * import after another.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { ScreenTexts } from '../src/lib/content/screen-texts';
import type { ScreenPreloads } from '../src/server/web/asset-manifest';

/** Each output's static imports, transitively (dynamic imports are what loads later, on demand). */
export function staticClosure(metafile: Metafile, output: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      visit(imported.path);
    }
  };
  visit(output);
  return [...seen];
}

/** The script esbuild wrote for an entry point (an absolute path; root is esbuild's working directory). */
export function outputOf(metafile: Metafile, root: string, entry: string): string {
  const wanted = path.relative(root, entry).split(path.sep).join('/');
  const found = Object.entries(metafile.outputs).find(
    ([file, meta]) => meta.entryPoint === wanted && file.endsWith('.js'),
  );
  if (!found) throw new Error(`the build has no output for ${wanted}`);
  return found[0];
}

/**
 * Screen id -> the module its entry in src/app/screens.ts imports, read from that file's `'id': () => import('path')`,
 * and the export it picks of a module several screens share (`.then((m) => ({ default: m.Name }))`).
 */
export function screenEntries(screensFile: string): Record<string, { module: string; picks?: string }> {
  const text = fs.readFileSync(screensFile, 'utf8');
  // Quoted or not (a formatter leaves plain ids bare), the arrow possibly wrapped onto the next line.
  const entries = [
    ...text.matchAll(
      /['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*import\('([^']+)'\)(?:\s*\.then\(\(?\w+\)?\s*=>\s*\(\{\s*default:\s*\w+\.(\w+))?/g,
    ),
  ].map(
    ([, id, module, picks]) =>
      [id as string, { module: module as string, ...(picks === undefined ? {} : { picks }) }] as const,
  );
  if (entries.length === 0) throw new Error(`${screensFile} names no screen modules`);
  return Object.fromEntries(entries);
}

/** Screen id -> the module its entry in src/app/screens.ts imports. */
export function screenModules(screensFile: string): Record<string, string> {
  return Object.fromEntries(Object.entries(screenEntries(screensFile)).map(([id, { module }]) => [id, module]));
}

export function withExtension(file: string): string {
  for (const ext of ['.tsx', '.ts']) if (fs.existsSync(file + ext)) return file + ext;
  throw new Error(`no module ${file}(.ts|.tsx)`);
}

/**
 * The scripts of a first visit (output paths): the shell's (main's imports, and what main imports once boot is done:
 * React's renderer, then the shell's components), the renderer's entries among them, and each screen's (its entry and
 * its static imports, the shell's included).
 */
export function firstVisitOutputs(
  metafile: Metafile,
  root: string,
  entries: { main: string; afterBoot: string[]; screens: string },
): { shell: string[]; afterBoot: string[]; screens: Record<string, string[]> } {
  const afterBoot = entries.afterBoot.map((module) => outputOf(metafile, root, module));
  const shell = [
    ...new Set([
      ...staticClosure(metafile, outputOf(metafile, root, entries.main)),
      ...afterBoot.flatMap((output) => [output, ...staticClosure(metafile, output)]),
    ]),
  ];
  const screens = Object.fromEntries(
    Object.entries(screenModules(entries.screens)).map(([id, module]) => {
      const output = outputOf(metafile, root, withExtension(path.resolve(path.dirname(entries.screens), module)));
      return [id, [output, ...staticClosure(metafile, output)]];
    }),
  );
  return { shell, afterBoot, screens };
}

/**
 * The preloads of every screen: the shell's scripts (main's imports) and each screen's, as addresses (address(file) turns an output path into its URL),
 * and the namespaces of texts each screen has of its own (the page's texts preload asks for the same as boot).
 */
export function screenPreloads(
  metafile: Metafile,
  root: string,
  entries: { main: string; afterBoot: string[]; screens: string },
  address: (output: string) => string,
  screenTexts: ScreenTexts = {},
): ScreenPreloads {
  const { shell, afterBoot, screens: screenOutputs } = firstVisitOutputs(metafile, root, entries);
  const screens = Object.fromEntries(
    Object.entries(screenOutputs).map(([id, outputs]) => [id, outputs.filter((f) => !shell.includes(f)).map(address)]),
  );
  const bytes = Object.fromEntries(
    Object.entries(metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, meta]) => [address(file), meta.bytes]),
  );
  const boot = staticClosure(metafile, outputOf(metafile, root, entries.main)).map(address);
  return {
    shell: shell.map(address),
    screens,
    fonts: fontFiles(metafile, address),
    screenTexts,
    bytes,
    boot,
    afterBoot: afterBoot.map(address),
  };
}

/** Every font file of the build by its name without the hash (noto-sans-latin-400-normal), for preload hints. */
function fontFiles(metafile: Metafile, address: (output: string) => string): Record<string, string> {
  const fonts: Record<string, string> = {};
  for (const output of Object.keys(metafile.outputs)) {
    const match = /\/([a-z0-9-]+)-[A-Z0-9]{8}\.woff2$/.exec(output);
    if (match?.[1]) fonts[match[1]] = address(output);
  }
  return fonts;
}

/** A font the site's data names for preloading that the build does not produce is a mistake: refuse it. */
export function assertFontsBuilt(named: readonly string[], preloads: ScreenPreloads): void {
  const missing = named.filter((name) => !preloads.fonts[name]);
  if (missing.length > 0) {
    throw new Error(
      `markets/site.json fontPreloads names fonts the build does not produce: ${missing.join(', ')} (known: ${Object.keys(preloads.fonts).join(', ')})`,
    );
  }
}
