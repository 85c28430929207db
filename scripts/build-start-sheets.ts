/*
 * Each screen's start stylesheet: the app's (src/app/app.css) without the sheets of the features its first page does
 * not draw. A page links its screen's (render-blocking: what its first paint waits for) and the app loads the whole
 * stylesheet once the page has settled, after the start sheet, before it shows another screen
 * (src/app/full-stylesheet.ts). The start sheet keeps the app sheet's order and the whole one has every rule of it
 * later in the same order, so once both are in, the cascade is the whole sheet's, exactly.
 *
 * A feature's sheet is drawn on a screen whose first page renders one of the feature's components: a .tsx module
 * under src/features/<feature>/ in the scripts of the shell or of the screen. Its slices and sagas (.ts) draw nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { outputOf, screenModules, staticClosure, withExtension } from './build-preloads';

const NAMESPACE = 'start-sheet';
const FEATURE_MODULE = /(?:^|\/)src\/features\/([^/]+)\/.+\.tsx$/;
const FEATURE_SHEET = /^\.\.\/features\/([^/]+)\//;

/** The features whose components the first page of each screen renders (the shell's and the screen's scripts). */
export function startSheetFeatures(
  metafile: Metafile,
  root: string,
  entries: { main: string; afterBoot: string[]; screens: string },
): Record<string, string[]> {
  const closure = (output: string) => [output, ...staticClosure(metafile, output)];
  const shell = [
    ...closure(outputOf(metafile, root, entries.main)),
    ...entries.afterBoot.flatMap((module) => closure(outputOf(metafile, root, module))),
  ];
  const featuresOf = (outputs: string[]) =>
    outputs.flatMap((output) =>
      Object.keys(metafile.outputs[output]?.inputs ?? {}).flatMap((input) => FEATURE_MODULE.exec(input)?.[1] ?? []),
    );
  const shellFeatures = featuresOf(shell);
  return Object.fromEntries(
    Object.entries(screenModules(entries.screens)).map(([id, module]) => {
      const output = outputOf(metafile, root, withExtension(path.resolve(path.dirname(entries.screens), module)));
      return [id, [...new Set([...shellFeatures, ...featuresOf(closure(output))])].sort()];
    }),
  );
}

/** One entry point per distinct set of features, named for the first screen that has it; each screen's entry name. */
export function startSheetEntries(features: Record<string, string[]>): {
  entryPoints: Record<string, string>;
  screens: Record<string, string>;
} {
  const byKey = new Map<string, string>();
  const screens: Record<string, string> = {};
  for (const [screen, list] of Object.entries(features).sort(([a], [b]) => a.localeCompare(b))) {
    const key = list.join(',');
    if (!byKey.has(key)) byKey.set(key, `start-${screen}`);
    screens[screen] = byKey.get(key) as string;
  }
  return {
    entryPoints: Object.fromEntries([...byKey].map(([key, name]) => [name, `${NAMESPACE}:${key}`])),
    screens,
  };
}

/** The app sheet's @import rules in order, as written (one per line). */
const importsOf = (appCss: string) => [...appCss.matchAll(/^@import '([^']+)';$/gm)].map((m) => m[1] as string);

/** The app sheet's imports a start sheet of these features keeps: all but the other features' sheets. */
export function startSheetImports(appCss: string, features: readonly string[]): string[] {
  return importsOf(appCss).filter((spec) => {
    const feature = FEATURE_SHEET.exec(spec)?.[1];
    return feature === undefined || features.includes(feature);
  });
}

/** The start sheets' entry points (startSheetEntries): the app sheet's imports a screen's features keep, from its folder. */
export function startSheets(appCssFile: string): Plugin {
  return {
    name: NAMESPACE,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
      }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: startSheetImports(fs.readFileSync(appCssFile, 'utf8'), args.path === '' ? [] : args.path.split(','))
          .map((spec) => `@import '${spec}';`)
          .join('\n'),
        resolveDir: path.dirname(appCssFile),
        loader: 'css',
      }));
    },
  };
}

/** Screen id -> the address of its start sheet in the build (address(output) turns an output path into its URL). */
export function startSheetAddresses(
  metafile: Metafile,
  entries: ReturnType<typeof startSheetEntries>,
  address: (output: string) => string,
): Record<string, string> {
  const byEntry = new Map<string, string>();
  for (const [output, meta] of Object.entries(metafile.outputs))
    if (meta.entryPoint?.startsWith(`${NAMESPACE}:`) && output.endsWith('.css'))
      for (const [name, point] of Object.entries(entries.entryPoints))
        if (point === meta.entryPoint) byEntry.set(name, address(output));
  return Object.fromEntries(
    Object.entries(entries.screens).flatMap(([screen, name]) => {
      const found = byEntry.get(name);
      return found === undefined ? [] : [[screen, found]];
    }),
  );
}
