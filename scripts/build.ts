/*
 * Builds the browser app for one environment (APP_ENV, default local) into dist/: every file under assets/
 * has a content hash in its name (served as immutable), index.html is written from src/app/index.html with
 * those names, and asset-manifest.json maps the logical names to them. Source maps only for local.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  build,
  context,
  type BuildContext,
  type BuildOptions as EsbuildOptions,
  type Metafile,
  type Plugin,
} from 'esbuild';
import { COMPRESSED_COPIES, compressedCopies, pruneCompressedCopies } from './build-compressed-copies';
import { esmShims } from './build-esm-shims';
import { buildLanguageCuts, writeLanguageSheets } from './build-font-cuts';
import { assertFontsBuilt, screenPreloads } from './build-preloads';
import { prerenderPages } from './build-prerender';
import { dropSeparateEntries, separateEntries, shellChunks, shellFiles } from './build-shell-chunks';
import {
  startSheetEntries,
  startSheetFeatures,
  startSheetFiles,
  startSheets,
  startStyles,
  writeRulesSheet,
} from './build-start-sheets';
import { headersFile, nginxServerBlock, redirectsFile, routedByHost } from './build-static-host';
import { writeStaticPages } from './build-static-pages';
import { screenTextNamespaces } from './build-text-namespaces';
import { PROJECT_ROOT } from '../generator/pipeline';
import { bundles, fragments } from '../src/generated/content';
import { contentSecurityPolicies } from '../src/generated/csp';
import { routeTables } from '../src/generated/routes';
import { environmentNames, type EnvironmentName } from '../src/generated/site';
import { site } from '../src/generated/site';
import { textNamespace, type ScreenTexts } from '../src/lib/content/screen-texts';
import { customMedia } from '../src/server/shared/custom-media';
import { environmentMarkets } from '../src/server/shared/environments';
import { optionalFonts } from '../src/server/shared/font-display';
import { FONT_SHEETS, lettersOf } from '../src/server/shared/font-faces';
import { ASSET_MANIFEST_FILE, type AssetManifest } from '../src/server/web/asset-manifest';
import { ROBOTS_DIRECTIVE, robotsText, searchIndexingBlocked } from '../src/server/web/search-indexing';
import { assertStyleText, withStartStyles } from '../src/server/web/start-styles';

const APP_DIR = path.join(PROJECT_ROOT, 'src/app');
/** Bundled entry points, by logical name (without extension). */
const ENTRIES = { main: path.join(APP_DIR, 'main.tsx'), app: path.join(APP_DIR, 'app.css') };
/**
 * The page's first script (src/app/opening-calls.ts): bundled on its own, without splitting, so that it imports
 * nothing and runs as soon as it is in. It shares a few small modules with the app, copied into it.
 */
const OPENING_CALLS = { 'opening-calls': path.join(APP_DIR, 'opening-calls.ts') };
/** rjsf's parts for lists, choices between schemas (oneOf, anyOf) and layout grids, by folder: no form has them. */
const RJSF_UNUSED: [string, string][] = [
  ['fields', 'ArrayField'],
  ['fields', 'MultiSchemaField'],
  ['fields', 'LayoutGridField'],
  ['fields', 'LayoutMultiSchemaField'],
  ['templates', 'ArrayFieldTemplate'],
  ['templates', 'ArrayFieldItemTemplate'],
  ['templates', 'ArrayFieldItemButtonsTemplate'],
  ['templates', 'ArrayFieldTitleTemplate'],
  ['templates', 'ArrayFieldDescriptionTemplate'],
  ['templates', 'MultiSchemaFieldTemplate'],
];

/**
 * Modules replaced in the browser bundle (from: only where imported from there). react-router's package points
 * every bundler at its development build; its production build is the same API without the warnings. @rjsf/core
 * and @rjsf/utils bring three libraries for schema features no form here has (generator/check-forms.ts refuses
 * them): markdown-to-jsx for descriptions marked as markdown, fast-uri for $ref and $id, @x0k/json-schema-merge
 * for allOf; and @rjsf/core its own fields and templates for lists, oneOf/anyOf and layout grids. Stand-ins
 * (src/ui/forms/stand-ins/) keep 150 KB out of every form page.
 */
const ALIASES: Record<string, { to: string; from?: RegExp }> = {
  'react-router': { to: 'node_modules/react-router/dist/production/index.mjs' },
  'react-router/dom': { to: 'node_modules/react-router/dist/production/dom-export.mjs' },
  'markdown-to-jsx/react': { to: 'src/ui/forms/stand-ins/plain-markdown.tsx' },
  'fast-uri': { to: 'src/ui/forms/stand-ins/no-schema-refs.ts', from: /node_modules\/@rjsf\/utils\// },
  '@x0k/json-schema-merge': { to: 'src/ui/forms/stand-ins/no-all-of-merge.ts' },
  '@x0k/json-schema-merge/lib/array': { to: 'src/ui/forms/stand-ins/no-all-of-merge.ts' },
  ...Object.fromEntries(
    RJSF_UNUSED.map(([folder, module]) => [
      `./${module}.js`,
      {
        to: 'src/ui/forms/stand-ins/no-list-or-choice.tsx',
        from: new RegExp(`@rjsf/core/lib/components/${folder}/index\\.js$`),
      },
    ]),
  ),
};

/** Resolves the ALIASES exactly (esbuild's own alias option would also rewrite react-router/dom as a subpath of the first). */
function aliases(): Plugin {
  const pattern = new RegExp(
    `^(${Object.keys(ALIASES)
      .map((k) => k.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
      .join('|')})$`,
  );
  return {
    name: 'aliases',
    setup(b) {
      b.onResolve({ filter: pattern }, (args) => {
        const alias = ALIASES[args.path];
        if (!alias || (alias.from && !alias.from.test(args.importer))) return undefined;
        return { path: path.join(PROJECT_ROOT, alias.to) };
      });
    },
  };
}
/** The shell's components, which main.tsx imports once boot is done. */
const RENDER_ENTRY = path.join(APP_DIR, 'render.tsx');
/** What main.tsx imports once boot is done: the shell's components, with React's DOM renderer. */
const AFTER_BOOT = [RENDER_ENTRY];
/** The screens' modules, by screen id (src/app/screens.ts). */
const SCREENS = path.join(APP_DIR, 'screens.ts');
/** The shell's parts that come once the page has settled, each with its own texts (build-text-namespaces.ts). */
const SHELL_PARTS = path.join(APP_DIR, 'shell/shell-parts.ts');
/** The namespaces of the texts: the first segments of the English bundle's keys (every bundle has each key). */
const textNamespaces = () => new Set(Object.keys(bundles.en ?? {}).map(textNamespace));
/** Files of src/app copied as they are, under a hashed name. */
const COPIED = ['favicon.svg'];
/** Every letter of the app's texts and content fragments, in every language: what its faces must cover. */
const CONTENT_LETTERS = lettersOf([bundles, fragments]);

/** The first line of every script: see esbuildOptions. */
export const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad';

/** Written next to each compressible asset (br, gz) and served in its place when the browser accepts it. */
const PRECOMPRESSED = /\.(js|css|svg|json)$/;
/** Below this size compression gains nothing worth a second file (the server's on-the-fly threshold too). */
const PRECOMPRESS_MIN_BYTES = 1024;

export interface BuildOptions {
  env: EnvironmentName;
  /** Emptied first; receives index.html, asset-manifest.json and assets/. */
  outDir: string;
  /** `npm run dev`: no precompressed copies (they take seconds), and the page loads the reload script. */
  dev?: boolean;
  /**
   * False: no prerendered pages (the service then sends each page's frame only); a list of market ids: only theirs (a
   * test that looks at a few). Not in dev, else every market's by default.
   */
  prerender?: boolean | readonly string[];
}

/** The script `npm run dev` adds to the page: it reloads the page after a rebuild and shows definition problems. */
export const DEV_RELOAD_SCRIPT = '/dev/reload.js';

export interface BuiltFile {
  /** Relative to outDir. */
  file: string;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface BuildResult {
  manifest: AssetManifest;
  /** Every file under assets/ except source maps and precompressed copies. */
  files: BuiltFile[];
}

/**
 * Puts #screen-texts in place: which texts each screen has of its own (scripts/build-text-namespaces.ts), as a module.
 * Empty (every page asks for all the texts at start) in the build's first run and under npm run dev.
 */
function screenTextsTable(screenTexts: ScreenTexts): Plugin {
  return {
    name: 'screen-texts',
    setup(b) {
      b.onResolve({ filter: /^#screen-texts$/ }, (args) => ({ path: args.path, namespace: 'screen-texts' }));
      b.onLoad({ filter: /.*/, namespace: 'screen-texts' }, () => ({
        contents: `export const screenTexts = ${JSON.stringify(screenTexts)};`,
        loader: 'js',
      }));
    },
  };
}

/** Points #environment/markets at the chosen environment's market table. */
function environmentTables(env: EnvironmentName): Plugin {
  return {
    name: 'environment-tables',
    setup(b) {
      b.onResolve({ filter: /^#environment\/markets$/ }, () => ({
        path: path.join(PROJECT_ROOT, 'src/generated/markets', `${env}.ts`),
      }));
    },
  };
}

/** Logical name -> output file of each entry point (and of the stylesheet esbuild splits off a script entry). */
function entryOutputs(metafile: Metafile): Record<string, string> {
  const byInput = new Map(
    Object.entries({ ...ENTRIES, ...OPENING_CALLS }).map(([name, file]) => [path.resolve(file), name]),
  );
  const out: Record<string, string> = {};
  for (const [file, meta] of Object.entries(metafile.outputs)) {
    const name = meta.entryPoint ? byInput.get(path.resolve(PROJECT_ROOT, meta.entryPoint)) : undefined;
    if (!name || file.endsWith('.map')) continue;
    out[`${name}${path.extname(file)}`] = file;
    if (meta.cssBundle) out[`${name}.css`] = meta.cssBundle;
  }
  return out;
}

/**
 * The strict CSP forbids eval: a browser chunk that compiles code at run time (an AJV schema compiler,
 * `new Function`) would fail in the owner's browser. Refuse to build rather than ship it.
 */
const COMPILES_CODE = [/\bnew Function\s*\(/, /[^.\w]eval\s*\(/, /strictSchema/];
export function assertNoCodeCompilation(files: string[]): void {
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    const hit = COMPILES_CODE.find((re) => re.test(code));
    if (hit)
      throw new Error(
        `${path.basename(file)} compiles code at run time (${hit.source}): the CSP forbids it; precompile instead`,
      );
  }
}

function copyHashed(source: string, assetsDir: string): string {
  const content = fs.readFileSync(source);
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 10);
  const ext = path.extname(source);
  const target = path.join(assetsDir, `${path.basename(source, ext)}-${hash}${ext}`);
  fs.writeFileSync(target, content);
  return target;
}

/** Writes .br (quality 11) and .gz (level 9) next to the file; returns the sizes of all three. */
function precompress(file: string): Omit<BuiltFile, 'file'> {
  const content = fs.readFileSync(file);
  const { gz, br } = compressedCopies(content, COMPRESSED_COPIES);
  if (PRECOMPRESSED.test(file) && content.length >= PRECOMPRESS_MIN_BYTES) {
    fs.writeFileSync(`${file}.gz`, gz);
    fs.writeFileSync(`${file}.br`, br);
  }
  return { bytes: content.length, gzipBytes: gz.length, brotliBytes: br.length };
}

/** An SVG file as a data address: its lines joined, the rest escaped. */
const svgDataAddress = (file: string) =>
  `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8').replace(/\s*\n\s*/g, ''))}`;

/**
 * index.html from the template: the page's icon (a small SVG) comes inside it as a data address, a request fewer at
 * start (over HTTP/1.1 one of six connections); each other /assets/<logical name> in a src or href becomes its hashed
 * address (an unknown name fails the build), and the robots meta is added (before <title>) when the environment's
 * markets block indexing. The icon's hashed file stays for /favicon.ico, which browsers ask for on their own.
 */
function writeIndex(template: string, manifest: AssetManifest, blockIndexing: boolean): string {
  const withIcon = template.replace(
    /(<link rel="icon" href=")\/assets\/([^"]+\.svg)"/,
    (_whole, start: string, name: string) => `${start}${svgDataAddress(path.join(APP_DIR, name))}"`,
  );
  const html = withIcon.replace(/(\s(?:src|href)=")\/assets\/([^"]+)"/g, (_whole, attribute: string, name: string) => {
    const hashed = manifest.files[name];
    if (!hashed)
      throw new Error(
        `src/app/index.html refers to /assets/${name}, which the build does not produce (known: ${Object.keys(manifest.files).join(', ')})`,
      );
    return `${attribute}${hashed}"`;
  });
  if (!blockIndexing) return html;
  if (!/<title>/.test(html)) throw new Error('src/app/index.html has no <title>: the robots meta goes before it');
  return html.replace(/(\s*)<title>/, `$1<meta name="robots" content="${ROBOTS_DIRECTIVE}" />$1<title>`);
}

/** esbuild's options for one environment's browser app. */
function esbuildOptions(
  env: EnvironmentName,
  assetsDir: string,
  sourceMaps: boolean,
  screenTexts: ScreenTexts = {},
): EsbuildOptions & { metafile: true } {
  return {
    absWorkingDir: PROJECT_ROOT,
    entryPoints: ENTRIES,
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: '/assets/',
    // An imported drawing (a vehicle's picture, about a kilobyte) goes in its script as its text, drawn in the page's
    // own SVG: a request of its own, made once the data naming it is in, would cost a round trip more.
    loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'text', '.png': 'file', '.webp': 'file' },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    // Source maps only where the code is ours to debug: elsewhere no .map is written, so none can be served.
    sourcemap: sourceMaps ? 'linked' : false,
    target: ['es2022'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // V8's explicit compile hint (Chrome 136+, ignored elsewhere): every function of a script is compiled while it
    // streams in, off the main thread, instead of on the main thread when first called. The app's scripts are the
    // start path's or a screen's, loaded when they are about to run; at 4x CPU the main thread's parsing and compiling
    // at start fell by about half.
    banner: { js: COMPILE_EAGERLY },
    plugins: [
      environmentTables(env),
      screenTextsTable(screenTexts),
      aliases(),
      esmShims(PROJECT_ROOT),
      customMedia(site.breakpoints),
      // The faces each language's stylesheet declares (build-font-cuts.ts), not the app's; none for letters the app's
      // texts and content never use.
      optionalFonts(FONT_SHEETS, site.fontPreloads.languageCuts?.faces ?? [], CONTENT_LETTERS),
    ],
    metafile: true,
    logLevel: 'warning',
  };
}

/** Builds the browser app of one environment into options.outDir. */
export async function buildApp(options: BuildOptions): Promise<BuildResult> {
  const outDir = path.resolve(options.outDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  const base = esbuildOptions(options.env, path.join(outDir, 'assets'), options.env === 'local');
  // A first run finds the shell's files and each screen's texts; the second puts the shell in a few chunks
  // (build-shell-chunks.ts) and the screens' texts in #screen-texts.
  const first = await build({ ...base, write: false });
  const files = shellFiles(first.metafile, PROJECT_ROOT, ENTRIES.main, AFTER_BOOT);
  const plugin = shellChunks(files, PROJECT_ROOT, ENTRIES.main, RENDER_ENTRY);
  const screenTexts = screenTextNamespaces(
    first.metafile,
    PROJECT_ROOT,
    ENTRIES.main,
    SCREENS,
    textNamespaces(),
    [...(site.providerTextNamespaces ?? []), ...(site.documentTextNamespaces ?? [])],
    SHELL_PARTS,
  );
  const sheets = startSheetEntries(
    startSheetFeatures(first.metafile, PROJECT_ROOT, { main: ENTRIES.main, afterBoot: AFTER_BOOT, screens: SCREENS }),
  );
  const second = esbuildOptions(options.env, path.join(outDir, 'assets'), options.env === 'local', screenTexts);
  const result = await build({
    ...second,
    entryPoints: { ...ENTRIES, ...separateEntries(), ...sheets.entryPoints },
    plugins: [...(second.plugins ?? []), plugin, startSheets(ENTRIES.app)],
  });
  dropSeparateEntries(result.metafile, PROJECT_ROOT);
  const opening = await build({ ...second, entryPoints: OPENING_CALLS, splitting: false });
  Object.assign(result.metafile.inputs, opening.metafile.inputs);
  Object.assign(result.metafile.outputs, opening.metafile.outputs);
  // Before the page (finishBuild writes index.html last): a service that sees the new page finds its markup.
  if (!options.dev && options.prerender !== false)
    await prerenderPages(
      options.env,
      outDir,
      [environmentTables(options.env), screenTextsTable(screenTexts), aliases()],
      Array.isArray(options.prerender) ? options.prerender : undefined,
    );
  return finishBuild(result.metafile, options, screenTexts, await languageCuts(outDir), sheets);
}

/**
 * `npm run dev`: the app built once, then again on each rebuild() (the caller watches the files); onBuilt hears of
 * each build, or of its errors (the last good build stays in outDir).
 */
export async function watchApp(
  options: BuildOptions,
  onBuilt: (outcome: { ms: number } | { errors: string[] }) => void,
): Promise<BuildContext> {
  const outDir = path.resolve(options.outDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  const base = esbuildOptions(options.env, path.join(outDir, 'assets'), options.env === 'local');
  // Once: the fonts do not change while the app is worked on.
  fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  const cuts = await languageCuts(outDir);
  let started = 0;
  const reporter: Plugin = {
    name: 'rebuilt',
    setup(b) {
      b.onStart(() => {
        started = Date.now();
      });
      b.onEnd((result) => {
        if (result.errors.length > 0 || !result.metafile) {
          onBuilt({
            errors: result.errors.map((e) => `${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`),
          });
          return;
        }
        finishBuild(result.metafile, options, {}, cuts);
        onBuilt({ ms: Date.now() - started });
      });
    },
  };
  const ctx = await context({ ...base, plugins: [...(base.plugins ?? []), reporter] });
  await ctx.rebuild().catch(() => undefined); // its errors are reported above
  return ctx;
}

/** Each language's cut of the Latin faces and their whole files (build-font-cuts.ts), when the site names faces to cut. */
async function languageCuts(outDir: string): Promise<LanguageCuts | undefined> {
  const data = site.fontPreloads.languageCuts;
  if (!data) return undefined;
  return buildLanguageCuts(
    path.join(outDir, 'assets'),
    data,
    bundles,
    (file) => `/${path.relative(outDir, file).split(path.sep).join('/')}`,
  );
}

type LanguageCuts = Awaited<ReturnType<typeof buildLanguageCuts>>;

/** What follows the bundling: the manifest, index.html, the static host's files and (not in dev) compressed copies. */
function finishBuild(
  metafile: Metafile,
  options: BuildOptions,
  screenTexts: ScreenTexts = {},
  cuts?: LanguageCuts,
  sheets?: ReturnType<typeof startSheetEntries>,
): BuildResult {
  const { env } = options;
  const outDir = path.resolve(options.outDir);
  const assetsDir = path.join(outDir, 'assets');
  const sourceMaps = env === 'local';
  const outputs = Object.keys(metafile.outputs).map((f) => path.resolve(PROJECT_ROOT, f));
  assertNoCodeCompilation(outputs.filter((f) => f.endsWith('.js')));
  const named = Object.entries(entryOutputs(metafile)).map(
    ([name, f]) => [name, path.resolve(PROJECT_ROOT, f)] as const,
  );
  const copied = COPIED.map((name) => [name, copyHashed(path.join(APP_DIR, name), assetsDir)] as const);
  const address = (file: string) => `/${path.relative(outDir, file).split(path.sep).join('/')}`;
  const manifest: AssetManifest = {
    environment: env,
    sourceMaps,
    files: Object.fromEntries(
      [...named, ...copied].sort(([a], [b]) => a.localeCompare(b)).map(([name, file]) => [name, address(file)]),
    ),
    preloads: screenPreloads(
      metafile,
      PROJECT_ROOT,
      {
        main: ENTRIES.main,
        afterBoot: AFTER_BOOT,
        screens: SCREENS,
      },
      (output) => address(path.resolve(PROJECT_ROOT, output)),
      screenTexts,
    ),
  };

  // Each language's stylesheet: the app's with its cut's faces (build-font-cuts.ts), written after every build.
  const appCss = manifest.files['app.css'];
  const languageSheets =
    cuts && appCss
      ? writeLanguageSheets(assetsDir, fs.readFileSync(path.join(outDir, appCss), 'utf8'), cuts.cuts, address)
      : undefined;
  if (manifest.preloads && cuts && languageSheets) {
    manifest.preloads.languageCuts = languageSheets.sheets;
    Object.assign(manifest.preloads.fonts, cuts.wholeFonts);
  }
  // Each set of start rules and each language's faces, which a page carries in its head, and the app's rules the page
  // adds later (build-start-sheets.ts).
  const startFiles = sheets ? startSheetFiles(metafile, PROJECT_ROOT, sheets) : {};
  const starts = cuts && appCss && sheets ? startStyles(startFiles) : undefined;
  const rulesSheet =
    starts && appCss ? writeRulesSheet(assetsDir, fs.readFileSync(path.join(outDir, appCss), 'utf8')) : undefined;
  if (manifest.preloads && cuts && starts && rulesSheet)
    manifest.preloads.startSheets = {
      ...starts,
      faces: Object.fromEntries(Object.entries(cuts.cuts).map(([language, cut]) => [language, cut.faces])),
      rules: address(rulesSheet),
    };
  const carriedStyles = manifest.preloads?.startSheets;
  if (carriedStyles)
    for (const [name, text] of [...Object.entries(carriedStyles.sets), ...Object.entries(carriedStyles.faces)])
      assertStyleText(name, text);
  if (manifest.preloads && manifest.files['opening-calls.js'])
    manifest.preloads.openingCalls = manifest.files['opening-calls.js'];
  if (manifest.preloads)
    assertFontsBuilt(
      [...site.fontPreloads.default, ...Object.values(site.fontPreloads.byLanguage).flat()],
      manifest.preloads,
    );
  const carried = new Set(starts ? Object.values(startFiles) : []);
  const files = [
    ...outputs.filter((f) => !carried.has(f)),
    ...copied.map(([, file]) => file),
    ...(cuts?.files ?? []),
    ...(languageSheets?.files ?? []),
    ...(rulesSheet ? [rulesSheet] : []),
  ]
    .filter((f) => !f.endsWith('.map'))
    .sort()
    .map((file) => ({ file: path.relative(outDir, file), ...(options.dev ? sizeOf(file) : precompress(file)) }));
  if (!options.dev) pruneCompressedCopies(COMPRESSED_COPIES);
  const template = fs.readFileSync(path.join(APP_DIR, 'index.html'), 'utf8');
  const index = writeIndex(template, manifest, searchIndexingBlocked(environmentMarkets[env]));
  fs.writeFileSync(path.join(outDir, ASSET_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const byHost = routedByHost(environmentMarkets[env]);
  const { pages, styles } = writeStaticPages({
    outDir,
    template: index,
    preloads: manifest.preloads,
    markets: environmentMarkets[env],
    routeTables,
    byHost,
  });
  const host = {
    environment: env,
    markets: environmentMarkets[env],
    routeTables,
    contentSecurityPolicy: withStartStyles(contentSecurityPolicies[env], manifest.preloads?.startSheets),
    pagePolicy: contentSecurityPolicies[env],
    pageStyles: styles,
    manifest,
    pages,
  };
  fs.writeFileSync(path.join(outDir, 'nginx.conf'), nginxServerBlock(host));
  fs.writeFileSync(path.join(outDir, '_headers'), headersFile(host));
  fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFile(host));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsText(searchIndexingBlocked(environmentMarkets[env])));
  // Last: the service reads the page again when it changes, and finds everything it names already written.
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    options.dev
      ? index.replace('</head>', `  <script type="module" src="${DEV_RELOAD_SCRIPT}"></script>\n  </head>`)
      : index,
  );
  return { manifest, files };
}

function sizeOf(file: string): Omit<BuiltFile, 'file'> {
  const bytes = fs.statSync(file).size;
  return { bytes, gzipBytes: bytes, brotliBytes: bytes };
}

async function main(): Promise<void> {
  const env = (process.env.APP_ENV ?? 'local') as EnvironmentName;
  if (!environmentNames.includes(env)) {
    console.error(`APP_ENV must be one of ${environmentNames.join(', ')} (got "${env}")`);
    process.exitCode = 1;
    return;
  }
  const { files } = await buildApp({ env, outDir: path.join(PROJECT_ROOT, 'dist') });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  // The list of every file only when asked for (BUILD_LIST=1): `npm start` should show its addresses, not 75 names.
  if (process.env.BUILD_LIST === '1')
    for (const f of files)
      console.log(`dist/${f.file}  ${kb(f.bytes)}, ${kb(f.gzipBytes)} gzip, ${kb(f.brotliBytes)} br`);
  const total = (pick: (f: (typeof files)[number]) => number) => kb(files.reduce((sum, f) => sum + pick(f), 0));
  console.log(
    `Built the ${env} environment into dist/${env === 'local' ? ' (with source maps)' : ''}: ${files.length} files, ` +
      `${total((f) => f.bytes)} (${total((f) => f.brotliBytes)} brotli; BUILD_LIST=1 lists them).`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
