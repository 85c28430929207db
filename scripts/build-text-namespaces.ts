/*
 * Which texts each screen needs beyond the shell's, read off a build's metafile. A string of a module that starts
 * with a namespace of the texts and a dot ('orders.status.' + status, `screen.${id}.title`) names that namespace. The
 * shell's namespaces are those the modules main loads (at start or later: the consent loader) name, and those no
 * module names (a key only content names, as the footer's categories): a page always has them. A screen's own are
 * those only the modules of screens name (its entry and all it imports, at once or later, up to another screen; of a
 * module several screens share, its own component's files): they come with the screen, the page's own in its first
 * request. The shell's parts that come once the page has settled
 * (the help area, the terms check: src/app/shell/shell-parts.ts) have their own as a screen does.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import ts from 'typescript';
import { outputOf, screenEntries, withExtension } from './build-preloads';
import { PART_PREFIX, partTexts, SERVICE_ONLY, type ScreenTexts } from '../src/lib/content/screen-texts';

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

/**
 * Every source file reached from `from` by its imports, static and dynamic, not entering `stops` by a dynamic import;
 * packages are not followed (they name no texts). Finer than `reached`: of a module that several screens share (the
 * return screens' group, src/app/screen-groups/), each screen reaches its own component's files only.
 */
function reachedInputs(metafile: Metafile, from: string, stops: ReadonlySet<string>): Set<string> {
  const seen = new Set([from]);
  const pending = [from];
  for (let file = pending.pop(); file !== undefined; file = pending.pop())
    for (const { path: next, kind } of metafile.inputs[file]?.imports ?? []) {
      const own = stops.has(next) && kind === 'dynamic-import';
      if (seen.has(next) || own || next.includes('node_modules/') || metafile.inputs[next] === undefined) continue;
      seen.add(next);
      pending.push(next);
    }
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

/** The namespaces these source files name (read from root; packages name none). */
function namespacesNamed(
  inputs: Iterable<string>,
  root: string,
  known: ReadonlySet<string>,
  cache: Map<string, string[]>,
): Set<string> {
  const named = new Set<string>();
  for (const input of inputs) {
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

/** The source files of these outputs. */
const inputsOf = (metafile: Metafile, outputs: Iterable<string>) =>
  [...outputs].flatMap((output) => Object.keys(metafile.outputs[output]?.inputs ?? {}));

/** A screen's or a part's entry of ScreenTexts, as an error names it. */
const ownerName = (id: string) =>
  id.startsWith(PART_PREFIX) ? `the shell's part ${id.slice(PART_PREFIX.length)}` : `screen ${id}`;

/** A source file as the metafile names it: relative to esbuild's working directory. */
const metafilePath = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * Each lazily loaded module a file lists (`id: () => import('...')`, as src/app/screens.ts): its id, the module's
 * output and source, and the source of what the entry takes of it. A group module re-exports several screens
 * (`export { CreateReturnScreen } from '...'`), which the entry picks (`.then((m) => ({ default: m.CreateReturnScreen }))`):
 * that screen's file is its own, the group's others not.
 */
function lazyEntries(metafile: Metafile, root: string, file: string) {
  return Object.entries(screenEntries(file)).map(([id, { module, picks }]) => {
    const source = withExtension(path.resolve(path.dirname(file), module));
    const from =
      picks === undefined
        ? undefined
        : new RegExp(`export\\s*\\{[^}]*\\b${picks}\\b[^}]*\\}\\s*from\\s*'([^']+)'`).exec(
            fs.readFileSync(source, 'utf8'),
          )?.[1];
    const own = from === undefined ? source : withExtension(path.resolve(path.dirname(source), from));
    return {
      id,
      output: outputOf(metafile, root, source),
      module: metafilePath(root, source),
      own: metafilePath(root, own),
    };
  });
}

/**
 * Screen id -> the namespaces only screens name that this one does (sorted), from a build's metafile (root: esbuild's
 * working directory; main and screensFile absolute; known: the namespaces of the texts). The shell's parts that come
 * later (partsFile: src/app/shell/shell-parts.ts) are as screens, each under partTexts(id): the page's start leaves
 * out what only they name. Those only the service uses (serviceOnly: markets/site.json providerTextNamespaces and
 * documentTextNamespaces), which the app never asks for, go under SERVICE_ONLY, a screen the app never opens: every
 * page's start leaves them out. A module of the app that names one fails the build.
 */
export function screenTextNamespaces(
  metafile: Metafile,
  root: string,
  main: string,
  screensFile: string,
  known: Iterable<string>,
  serviceOnly: readonly string[] = [],
  partsFile?: string,
): ScreenTexts {
  const knownSet = new Set(known);
  const entries = [
    ...lazyEntries(metafile, root, screensFile),
    ...(partsFile ? lazyEntries(metafile, root, partsFile).map((e) => ({ ...e, id: partTexts(e.id) })) : []),
  ];
  const screenOutputs = new Set(entries.map((e) => e.output));
  const cache = new Map<string, string[]>();
  const shellOutputs = reached(metafile, outputOf(metafile, root, main), screenOutputs);
  const shell = namespacesNamed(inputsOf(metafile, shellOutputs), root, knownSet, cache);
  const result: Record<string, string[]> = {};
  for (const { id, own: from } of entries) {
    const others = new Set(entries.filter((e) => e.own !== from).flatMap((e) => [e.module, e.own]));
    others.delete(from);
    const own = namespacesNamed(reachedInputs(metafile, from, others), root, knownSet, cache);
    for (const namespace of serviceOnly)
      if (own.has(namespace) || shell.has(namespace))
        throw new Error(
          `the app's modules (${own.has(namespace) ? ownerName(id) : 'the shell'}) name the texts "${namespace}.*", which markets/site.json gives the service alone (providerTextNamespaces, documentTextNamespaces)`,
        );
    result[id] = [...own].filter((n) => !shell.has(n)).sort();
  }
  const service = serviceOnly.filter((n) => knownSet.has(n));
  return service.length > 0 ? { ...result, [SERVICE_ONLY]: [...service].sort() } : result;
}
