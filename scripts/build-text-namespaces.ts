/*
 * Which texts each screen needs beyond the shell's, read off a build's metafile. A string of a module that starts
 * with a namespace of the texts and a dot ('orders.status.' + status, `screen.${id}.title`) names that namespace. The
 * shell's namespaces are those the modules main loads (at start or later: the consent loader) name, and those no
 * module names (a key only content names, as the footer's categories): a page always has them. A screen's own are
 * those only the modules of screens name (its entry and all it imports, at once or later, up to another screen): they
 * come with the screen, the page's own in its first request. The shell's parts that come once the page has settled
 * (the help area, the terms check: src/app/shell/shell-parts.ts) have their own as a screen does.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import ts from 'typescript';
import { outputOf, screenModules, withExtension } from './build-preloads';
import { PART_PREFIX, partTexts, PROVIDER_PAGES, type ScreenTexts } from '../src/lib/content/screen-texts';

/**
 * Every output reached from `from` by its imports, static and dynamic, not entering `stops` by a dynamic import (what
 * is loaded on its own, with its own texts); one imported statically runs with its importer, and is reached.
 */
export function reached(metafile: Metafile, from: string, stops: ReadonlySet<string>): Set<string> {
  const seen = new Set([from]);
  const visit = (file: string) => {
    for (const { path: next, kind } of metafile.outputs[file]?.imports ?? []) {
      const own = stops.has(next) && kind === 'dynamic-import';
      if (seen.has(next) || own || metafile.outputs[next] === undefined) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(from);
  return seen;
}

const NAMESPACE_START = /^([a-zA-Z][a-zA-Z0-9]*)\./;

/**
 * The namespace-like starts of a module's strings: its string literals and its templates' first parts ('orders.' +
 * status, `screen.${id}.title`), as TypeScript reads them. Not its comments: a comment naming a key
 * (lib/orders/order-rules.ts names `returns.status.…`) put the returns' texts in every order page.
 */
function stringStarts(file: string, text: string): string[] {
  const kind = file.endsWith('.json') ? ts.ScriptKind.JSON : file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const starts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const start = NAMESPACE_START.exec(node.text)?.[1];
      if (start !== undefined) starts.push(start);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return starts;
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
        found = ours ? stringStarts(file, fs.readFileSync(file, 'utf8')) : [];
        cache.set(input, found);
      }
      for (const name of found) if (known.has(name)) named.add(name);
    }
  return named;
}

/** A screen's or a part's entry of ScreenTexts, as an error names it. */
const ownerName = (id: string) =>
  id.startsWith(PART_PREFIX) ? `the shell's part ${id.slice(PART_PREFIX.length)}` : `screen ${id}`;

/** Each lazily loaded module a file lists (`id: () => import('...')`, as src/app/screens.ts): its id and output. */
const lazyOutputs = (metafile: Metafile, root: string, file: string) =>
  Object.entries(screenModules(file)).map(
    ([id, module]) => [id, outputOf(metafile, root, withExtension(path.resolve(path.dirname(file), module)))] as const,
  );

/**
 * Screen id -> the namespaces only screens name that this one does (sorted), from a build's metafile (root: esbuild's
 * working directory; main and screensFile absolute; known: the namespaces of the texts). The shell's parts that come
 * later (partsFile: src/app/shell/shell-parts.ts) are as screens, each under partTexts(id): the page's start leaves
 * out what only they name. The sign-in provider's (providerOnly: markets/site.json providerTextNamespaces), which the
 * app never asks for, go under PROVIDER_PAGES, a screen the app never opens: every page's start leaves them out. A
 * module of the app that names one fails the build.
 */
export function screenTextNamespaces(
  metafile: Metafile,
  root: string,
  main: string,
  screensFile: string,
  known: Iterable<string>,
  providerOnly: readonly string[] = [],
  partsFile?: string,
): ScreenTexts {
  const knownSet = new Set(known);
  const entries = [
    ...lazyOutputs(metafile, root, screensFile),
    ...(partsFile
      ? lazyOutputs(metafile, root, partsFile).map(([id, output]) => [partTexts(id), output] as const)
      : []),
  ];
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
          `the app's modules (${own.has(namespace) ? ownerName(id) : 'the shell'}) name the texts "${namespace}.*", which markets/site.json providerTextNamespaces gives the sign-in provider's pages alone`,
        );
    result[id] = [...own].filter((n) => !shell.has(n)).sort();
  }
  const provider = providerOnly.filter((n) => knownSet.has(n));
  return provider.length > 0 ? { ...result, [PROVIDER_PAGES]: [...provider].sort() } : result;
}
