/*
 * Which texts each screen needs beyond the shell's, read off a build's metafile. A string of a module that starts
 * with a namespace of the texts and a dot ('orders.status.' + status, `screen.${id}.title`) names that namespace. The
 * shell's namespaces are those the modules main loads (at start or later: the help area, the consent loader) name,
 * and those no module names (a key only content names, as the footer's categories): a page always has them. A
 * screen's own are those only the modules of screens name (its entry and all it imports, at once or later, up to
 * another screen): they come with the screen, the page's own in its first request.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { outputOf, screenModules, withExtension } from './build-preloads';
import { PROVIDER_PAGES, type ScreenTexts } from '../src/lib/content/screen-texts';

/** Every output reached from `from` by its imports, static and dynamic, not entering `stops`. */
function reached(metafile: Metafile, from: string, stops: ReadonlySet<string>): Set<string> {
  const seen = new Set([from]);
  const visit = (file: string) => {
    for (const { path: next } of metafile.outputs[file]?.imports ?? []) {
      if (seen.has(next) || stops.has(next) || metafile.outputs[next] === undefined) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(from);
  return seen;
}

/** The namespaces the source files of these outputs name (the files read from root; packages name none). */
function namespacesNamed(
  metafile: Metafile,
  outputs: Iterable<string>,
  root: string,
  known: ReadonlySet<string>,
  cache: Map<string, string[]>,
): Set<string> {
  const named = new Set<string>();
  for (const output of outputs)
    for (const input of Object.keys(metafile.outputs[output]?.inputs ?? {})) {
      let found = cache.get(input);
      if (found === undefined) {
        const file = path.join(root, input);
        const ours = !input.includes('node_modules/') && !input.includes(':') && fs.existsSync(file);
        const text = ours ? fs.readFileSync(file, 'utf8') : '';
        found = [...text.matchAll(/["'`]([a-zA-Z][a-zA-Z0-9]*)\./g)].map((m) => m[1] as string);
        cache.set(input, found);
      }
      for (const name of found) if (known.has(name)) named.add(name);
    }
  return named;
}

/**
 * Screen id -> the namespaces only screens name that this one does (sorted), from a build's metafile (root: esbuild's
 * working directory; main and screensFile absolute; known: the namespaces of the texts). The sign-in provider's
 * (providerOnly: markets/site.json providerTextNamespaces), which the app never asks for, go under PROVIDER_PAGES, a
 * screen the app never opens: every page's start leaves them out. A module of the app that names one fails the build.
 */
export function screenTextNamespaces(
  metafile: Metafile,
  root: string,
  main: string,
  screensFile: string,
  known: Iterable<string>,
  providerOnly: readonly string[] = [],
): ScreenTexts {
  const knownSet = new Set(known);
  const entries = Object.entries(screenModules(screensFile)).map(
    ([id, module]) =>
      [id, outputOf(metafile, root, withExtension(path.resolve(path.dirname(screensFile), module)))] as const,
  );
  const screenOutputs = new Set(entries.map(([, output]) => output));
  const cache = new Map<string, string[]>();
  const shell = namespacesNamed(
    metafile,
    reached(metafile, outputOf(metafile, root, main), screenOutputs),
    root,
    knownSet,
    cache,
  );
  const result: Record<string, string[]> = {};
  for (const [id, output] of entries) {
    const others = new Set([...screenOutputs].filter((o) => o !== output));
    const own = namespacesNamed(metafile, reached(metafile, output, others), root, knownSet, cache);
    for (const namespace of providerOnly)
      if (own.has(namespace) || shell.has(namespace))
        throw new Error(
          `the app's modules (${own.has(namespace) ? `screen ${id}` : 'the shell'}) name the texts "${namespace}.*", which markets/site.json providerTextNamespaces gives the sign-in provider's pages alone`,
        );
    result[id] = [...own].filter((n) => !shell.has(n)).sort();
  }
  const provider = providerOnly.filter((n) => knownSet.has(n));
  return provider.length > 0 ? { ...result, [PROVIDER_PAGES]: [...provider].sort() } : result;
}
