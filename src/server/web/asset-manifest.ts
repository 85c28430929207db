import fs from 'node:fs';
import path from 'node:path';
import { environmentNames, type EnvironmentName } from '../../generated/site';
import type { ScreenTexts } from '../../lib/content/screen-texts';
import type { LanguageCut } from '../shared/font-preloads';

/** Written by the build next to index.html; read by the server (and by scripts that need the hashed names). */
export const ASSET_MANIFEST_FILE = 'asset-manifest.json';

export interface AssetManifest {
  /** The environment the bundle was built for: the app resolves markets with that environment's table. */
  environment: EnvironmentName;
  /** Whether the build wrote source maps (the local environment only). */
  sourceMaps: boolean;
  /** Logical name (main.js, app.css, favicon.svg) -> address of its hashed file, e.g. /assets/main-3XQ2LZ7A.js. */
  files: Record<string, string>;
  /** The scripts a first visit needs, named in the page as modulepreload hints (absent in an older build). */
  preloads?: ScreenPreloads;
}

export interface ScreenPreloads {
  /** What every page of the app loads: the scripts main.js imports. */
  shell: string[];
  /** Screen id -> what that screen adds to the shell's. */
  screens: Record<string, string[]>;
  /** Font name without hash (noto-sans-latin-400-normal) -> address. */
  fonts: Record<string, string>;
  /** Screen id -> the namespaces of texts only it has (src/lib/content/screen-texts.ts; absent in an older build). */
  screenTexts?: ScreenTexts;
  /** Script address -> its size in bytes, for the order of a page's hints (absent in an older build). */
  bytes?: Record<string, number>;
  /** Of the shell's scripts, those main imports statically, which boot runs with (absent in an older build). */
  boot?: string[];
  /** The scripts main imports once boot is done (the renderer's entry; absent in an older build). */
  afterBoot?: string[];
  /** The opening calls' script (src/app/opening-calls.ts; absent in an older build and under npm run dev). */
  openingCalls?: string;
  /**
   * The styles a page carries in its head (scripts/build-start-sheets.ts): screen id -> the name of its start sheet's
   * set, each set's rules, each language's faces; and the app's rules without faces, which the app adds once the page
   * has settled (absent in an older build and under npm run dev: the page links the whole stylesheet).
   */
  startSheets?: StartStyles;
  /** Language -> its cut of the Latin faces (scripts/build-font-cuts.ts; absent in an older build and under npm run dev). */
  languageCuts?: Record<string, LanguageCut>;
}

/** What a page carries of its styles in its head, by screen and language, and the rules it adds later. */
export interface StartStyles {
  screens: Record<string, string>;
  sets: Record<string, string>;
  faces: Record<string, string>;
  rules: string;
}

function isManifest(value: unknown): value is AssetManifest {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    environmentNames.includes(m.environment as EnvironmentName) &&
    typeof m.sourceMaps === 'boolean' &&
    typeof m.files === 'object' &&
    m.files !== null &&
    Object.values(m.files).every((f) => typeof f === 'string')
  );
}

/** The manifest of a built app, or undefined when the directory has none (a bundle built before hashed names). */
export function readAssetManifest(distDir: string): AssetManifest | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(distDir, ASSET_MANIFEST_FILE), 'utf8');
  } catch {
    return undefined;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isManifest(parsed))
    throw new Error(`${path.join(distDir, ASSET_MANIFEST_FILE)} is not an asset manifest: rebuild with npm run build`);
  return parsed;
}
