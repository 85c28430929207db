/*
 * Whether generate + build must run again: a hash of everything they read, compared with the stamp the last
 * successful build left in dist/. Contents are hashed, not modification times: a checkout or a copy that
 * touches files without changing them does not force a build (hashing the ~480 files, ~5 MB, takes ~25 ms here).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What generate and build read, relative to the project root: folders are walked whole. */
const INPUTS = ['markets', 'schemas', 'generator', 'src', 'package-lock.json', 'tsconfig.json'];
/** Written by generate: an output, so never an input. */
const GENERATED_DIR = 'src/generated';
/** The generate and build scripts and the modules of scripts/ they import (build-*.ts by convention). */
const BUILD_SCRIPTS = /^(build|generate)(-[\w-]+)?\.ts$/;
/** npm rewrites it on every install: a changed node_modules changes the build. */
const INSTALLED = 'node_modules/.package-lock.json';
const DIST_DIR = 'dist';
/** In dist/, which every build empties first: a build made without the stamp (npm run build) leaves none. */
const STAMP_FILE = 'build-stamp.txt';

function filesUnder(root: string, relative: string, out: string[]): void {
  if (relative === GENERATED_DIR) return;
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return;
  if (!fs.statSync(full).isDirectory()) {
    out.push(relative);
    return;
  }
  for (const entry of fs.readdirSync(full).sort()) filesUnder(root, path.posix.join(relative, entry), out);
}

/** The build's inputs in a fixed order. */
export function buildInputs(root: string): string[] {
  const files: string[] = [];
  for (const input of INPUTS) filesUnder(root, input, files);
  const scripts = fs
    .readdirSync(path.join(root, 'scripts'))
    .filter((f) => BUILD_SCRIPTS.test(f))
    .sort();
  for (const script of scripts) files.push(path.posix.join('scripts', script));
  if (fs.existsSync(path.join(root, INSTALLED))) files.push(INSTALLED);
  return files;
}

/** Hash of the inputs and the environment built for (APP_ENV). */
export function inputsHash(root: string, env: string): string {
  const hash = crypto.createHash('sha256').update(`env ${env}\0`);
  for (const file of buildInputs(root)) {
    const content = fs.readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

export interface BuildCheck {
  needed: boolean;
  /** Why, for the console; empty when no build is needed. */
  reason: string;
  /** To write with writeStamp once the build has succeeded. */
  hash: string;
}

export function checkBuild(root: string, env: string): BuildCheck {
  const hash = inputsHash(root, env);
  const stampPath = path.join(root, DIST_DIR, STAMP_FILE);
  if (!fs.existsSync(path.join(root, GENERATED_DIR)))
    return { needed: true, reason: `${GENERATED_DIR}/ is missing`, hash };
  if (!fs.existsSync(stampPath))
    return { needed: true, reason: `no ${DIST_DIR}/${STAMP_FILE} (no build yet, or one made by npm run build)`, hash };
  if (fs.readFileSync(stampPath, 'utf8').trim() !== hash)
    return { needed: true, reason: `the inputs or APP_ENV changed since the last build`, hash };
  return { needed: false, reason: '', hash };
}

export function writeStamp(root: string, hash: string): void {
  fs.writeFileSync(path.join(root, DIST_DIR, STAMP_FILE), `${hash}\n`);
}
