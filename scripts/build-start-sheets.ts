/*
 * Each screen's start sheet: the app's (src/app/app.css) without the sheets of the features its first page does not
 * draw. A page carries its screen's in its head, with the language's cut of the faces after its rules (startStyles):
 * what its first paint waits for. The app adds the app's rules without faces once the page has settled, after the
 * start styles, before it shows another screen (src/lib/full-stylesheet.ts). The start sheet keeps the app sheet's
 * order and the rules have every rule of it later in the same order, so once both are in, the cascade is the whole
 * sheet's, exactly.
 *
 * A feature's sheet is drawn on a screen whose first page renders one of the feature's components: a .tsx module
 * under src/features/<feature>/ in the scripts of the shell or of the screen. Its slices and sagas (.ts) draw nothing.
 * A widget's sheet (src/ui/sheets/<widget>.css) is drawn where the shell's or the screen's scripts reach
 * src/ui/<widget>.tsx or its lazy stand-in (src/ui/lazy-<widget>.tsx), at once or later: the dashboard's tooltip, the
 * forms' phone country combobox.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { withoutMapComment, writeHashed } from './build-font-cuts';
import { firstVisitOutputs, outputOf } from './build-preloads';
import { reached } from './build-text-namespaces';

const NAMESPACE = 'start-sheet';
const FEATURE_MODULE = /(?:^|\/)src\/features\/([^/]+)\/.+\.tsx$/;
const FEATURE_SHEET = /^\.\.\/features\/([^/]+)\//;
/** A widget's module and sheet; a widget is named `ui:<widget>` among the features. */
const WIDGET_MODULE = /(?:^|\/)src\/ui\/(?:lazy-)?([^/]+)\.tsx$/;
const WIDGET_SHEET = /^\.\.\/ui\/sheets\/([^/]+)\.css$/;
const WIDGET = 'ui:';

/** The feature (or `ui:<widget>`) a module of the build draws for, if any. */
function drawnFor(input: string): string | undefined {
  const feature = FEATURE_MODULE.exec(input)?.[1];
  if (feature !== undefined) return feature;
  const widget = WIDGET_MODULE.exec(input)?.[1];
  return widget === undefined ? undefined : `${WIDGET}${widget}`;
}

/** The feature (or `ui:<widget>`) an import of the app sheet is the sheet of; none: every start sheet keeps it. */
function sheetOf(spec: string): string | undefined {
  const feature = FEATURE_SHEET.exec(spec)?.[1];
  if (feature !== undefined) return feature;
  const widget = WIDGET_SHEET.exec(spec)?.[1];
  return widget === undefined ? undefined : `${WIDGET}${widget}`;
}

/** The features whose components the first page of each screen renders (the shell's and the screen's scripts). */
export function startSheetFeatures(
  metafile: Metafile,
  root: string,
  entries: { main: string; afterBoot: string[]; screens: string },
): Record<string, string[]> {
  const { shell, screens } = firstVisitOutputs(metafile, root, entries);
  const drawn = (outputs: Iterable<string>) =>
    [...outputs].flatMap((output) =>
      Object.keys(metafile.outputs[output]?.inputs ?? {}).flatMap((input) => drawnFor(input) ?? []),
    );
  // A widget may be drawn by a part the screen (or the shell) loads later, before the page has settled and the app's
  // rules are in (the phone country box of a form, prerendered with the page): its sheet goes with everything the
  // screen's scripts import, at once or later, up to another screen.
  const firsts = new Set(Object.values(screens).flatMap(([first]) => (first === undefined ? [] : [first])));
  const widgets = (from: string) => drawn(reached(metafile, from, firsts)).filter((f) => f.startsWith(WIDGET));
  const shellFeatures = [...drawn(shell), ...widgets(outputOf(metafile, root, entries.main))];
  return Object.fromEntries(
    Object.entries(screens).map(([id, outputs]) => [
      id,
      [...new Set([...shellFeatures, ...drawn(outputs), ...(outputs[0] ? widgets(outputs[0]) : [])])].sort(),
    ]),
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
    const feature = sheetOf(spec);
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

/** Screen id -> the file of its start sheet in the build (root is esbuild's working directory). */
export function startSheetFiles(
  metafile: Metafile,
  root: string,
  entries: ReturnType<typeof startSheetEntries>,
): Record<string, string> {
  const byPoint = new Map<string, string>();
  for (const [output, meta] of Object.entries(metafile.outputs))
    if (meta.entryPoint?.startsWith(`${NAMESPACE}:`) && output.endsWith('.css'))
      byPoint.set(meta.entryPoint, path.resolve(root, output));
  return Object.fromEntries(
    Object.entries(entries.screens).flatMap(([screen, name]) => {
      const point = entries.entryPoints[name];
      const file = point === undefined ? undefined : byPoint.get(point);
      return file === undefined ? [] : [[screen, file]];
    }),
  );
}

/**
 * Each start sheet's rules, which a page carries in its head (src/server/web/page-hints.ts) with its language's faces:
 * its first paint then waits for no request after the page's own (on a phone, each is a round trip of some 560 ms).
 * The files are removed: nothing asks for them. Screen id -> the name of its set (start-<first screen>), and each set's
 * rules.
 */
export function startStyles(screenFiles: Record<string, string>): {
  screens: Record<string, string>;
  sets: Record<string, string>;
} {
  const names = new Map<string, string>();
  const sets: Record<string, string> = {};
  for (const file of new Set(Object.values(screenFiles))) {
    const name = path.basename(file).replace(/-[A-Z0-9]+\.css$/, '');
    sets[name] = withoutMapComment(fs.readFileSync(file, 'utf8')).trimEnd();
    names.set(file, name);
    for (const gone of [file, `${file}.map`]) fs.rmSync(gone, { force: true });
  }
  return {
    screens: Object.fromEntries(
      Object.entries(screenFiles).flatMap(([screen, file]) => (names.has(file) ? [[screen, names.get(file)!]] : [])),
    ),
    sets,
  };
}

/**
 * The app's rules without a face (`app-rules-<hash>.css`): what a page that started with its screen's start sheet adds
 * later. A face declared again would be a new face: where the first had given up (font-display: optional on a slow
 * network), the text would change font, and move, when the sheet came in. Its path.
 */
export function writeRulesSheet(assetsDir: string, appCss: string): string {
  return writeHashed(
    assetsDir,
    'app-rules',
    '.css',
    withoutMapComment(appCss).replace(/@font-face\s*\{[^}]*\}\s*/g, ''),
  );
}
