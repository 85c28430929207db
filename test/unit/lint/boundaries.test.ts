/*
 * The import boundaries of STYLE.md ("Imports flow one way") are ESLint rules in .config/eslint.config.mjs.
 * These tests lint small fake files through the real config, so a glob or zone that stops matching fails here
 * instead of passing silently. An import must resolve to a real file for the import plugin to judge it, so the fakes
 * import files that exist.
 *
 * One ESLint instance lints every fake at once, in a child Node process (test/support/lint-texts.mjs): ESLint
 * import()s its config, an ES module, which Jest's sandbox refuses without --experimental-vm-modules.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** A fake file: where it claims to live (relative to the root) and its import lines. */
type Fake = [file: string, ...imports: string[]];

const fakes = {
  featureImportsFeature: ['src/features/session/x.ts', "export { profileRequested } from '../profile/slice';"],
  featureImportsOwnAndBelow: [
    'src/features/profile/x.ts',
    "export { profileRequested } from './slice';",
    "export { serviceGetter } from '../../lib/feature';",
    "export { Spinner } from '../../ui/spinner';",
    "export { callApi } from '../../api/saga-call';",
    "export { endpoints } from '../../generated/api';",
    "export type { Site } from '../../generated/types/site';",
  ],
  featureImportsSiteTable: ['src/features/profile/x.ts', "export { site } from '../../generated/site';"],
  uiImportsOrdersTable: ['src/ui/x.tsx', "export { orders } from '../generated/orders';"],
  libImportsMarkets: ['src/lib/x.ts', "export { markets } from '../generated/markets/local';"],
  shellImportsSiteTable: ['src/app/shell/x.tsx', "export { brands } from '../../generated/site';"],
  bootImportsSiteTable: ['src/app/boot.ts', "export { site } from '../generated/site';"],
  testMocksSiteTable: [
    'test/unit/lib/x.test.ts',
    "jest.mock('../../../src/generated/site', () => ({ site: {} }));",
    "jest.mock('#environment/markets', () => ({ markets: [] }));",
    "jest.mock('@x0k/json-schema-merge', () => ({}));",
  ],
  appRootPassesTables: [
    'src/app/site-tables.ts',
    "export { site } from '../generated/site';",
    "export { orders } from '../generated/orders';",
  ],
  featureImportsApp: ['src/features/profile/x.ts', "export { makeStore } from '../../app/store';"],
  uiImportsApp: ['src/ui/x.tsx', "export { makeStore } from '../app/store';"],
  apiImportsApp: ['src/api/x.ts', "export { makeStore } from '../app/store';"],
  libImportsApp: ['src/lib/x.ts', "export { makeStore } from '../app/store';"],
  uiImportsFeature: ['src/ui/x.tsx', "export { profileRequested } from '../features/profile/slice';"],
  apiImportsFeature: ['src/api/x.ts', "export { profileRequested } from '../features/profile/slice';"],
  libImportsFeature: ['src/lib/x.ts', "export { profileRequested } from '../features/profile/slice';"],
  libImportsUi: ['src/lib/x.ts', "export { Spinner } from '../ui/spinner';"],
  libImportsApiCode: ['src/lib/x.ts', "export { callApi } from '../api/saga-call';"],
  libImportsClientCode: ['src/lib/x.ts', "export { createApiClient } from '../api/client';"],
  libImportsClientTypes: ['src/lib/x.ts', "export type { ApiResult, FetchLike } from '../api/client';"],
  appImportsServer: ['src/app/x.ts', "export { buildServer } from '../server/build-server';"],
  featureImportsServer: ['src/features/profile/x.ts', "export { buildServer } from '../../server/build-server';"],
  uiImportsServer: ['src/ui/x.tsx', "export { buildServer } from '../server/build-server';"],
  apiImportsServer: ['src/api/x.ts', "export { buildServer } from '../server/build-server';"],
  libImportsServer: ['src/lib/x.ts', "export { buildServer } from '../server/build-server';"],
  serverImportsAllowed: [
    'src/server/x.ts',
    "export { sha256 } from './shared/secrets';",
    "export { site } from '../generated/site';",
    "export { safeRedirectUri } from '../lib/auth/redirect-guard';",
    "export { default as Fastify } from 'fastify';",
  ],
  serverImportsApi: ['src/server/x.ts', "export { createApiClient } from '../api/client';"],
  serverImportsGenerator: ['src/server/x.ts', "export { checkDefinitions } from '../../generator/pipeline';"],
  ownerApiImportsItsLayers: [
    'src/server/owner-api/x.ts',
    "export type { ServiceContext } from '../context';",
    "export { openDb } from '../db/open';",
    "export { sendError } from '../shared/http-errors';",
    "export { formRefusal } from '../forms/form-checks';",
    "export { windowStickerPdf } from '../documents/window-sticker';",
  ],
  ownerApiImportsProvider: ['src/server/owner-api/x.ts', "export { endSignIns } from '../oidc/accounts/end-sign-ins';"],
  ownerApiImportsWeb: ['src/server/owner-api/x.ts', "export { staticApp } from '../web/static-app';"],
  webImportsOwnerApi: ['src/server/web/x.ts', "export { ownerApi } from '../owner-api/owner-api';"],
  dbImportsShared: ['src/server/db/x.ts', "export { sha256 } from '../shared/secrets';"],
  pagesImportInteractions: ['src/server/oidc/pages/x.ts', "export { flowSteps } from '../interactions/steps';"],
  interactionsImportProvider: [
    'src/server/oidc/interactions/x.ts',
    "export { createProvider } from '../provider/provider';",
  ],
  providerImportsInteractions: [
    'src/server/oidc/provider/x.ts',
    "export { interactionRoutes } from '../interactions/interactions';",
    "export { endSignIns } from '../accounts/end-sign-ins';",
  ],
  testImportsAnything: [
    'test/unit/x.test.ts',
    "export { makeStore } from '../../src/app/store';",
    "export { buildServer } from '../../src/server/build-server';",
  ],
  resultCast: [
    'src/features/profile/x.ts',
    "import type { ApiResult } from '../../api/client';",
    "export const result = JSON.parse('{}') as ApiResult<number>;",
  ],
  serverResultCast: [
    'src/server/owner-api/x.ts',
    'type ApiResult<T> = { data: T };',
    "export const result = JSON.parse('{}') as ApiResult<number>;",
  ],
  formatterMadePerValue: [
    'src/features/orders/x.ts',
    "export const day = (d: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(d);",
  ],
  formatterKept: [
    'src/features/orders/x.ts',
    "import { dateTimeFormat } from '../../lib/format/intl-formats';",
    "export const day = (d: Date) => dateTimeFormat('en-US', { dateStyle: 'medium' }).format(d);",
  ],
  // sign-in.ts imports pkce.ts: pkce.ts importing sign-in.ts back closes a loop.
  cycle: ['src/lib/auth/pkce.ts', "import { TOKENS_KEY } from './sign-in';", 'export const key = TOKENS_KEY;'],
} satisfies Record<string, Fake>;

let reports: Record<keyof typeof fakes, string[]>;

beforeAll(() => {
  const names = Object.keys(fakes) as (keyof typeof fakes)[];
  const input = names.map((name) => {
    const [file, ...lines]: Fake = fakes[name];
    return { file, code: `${lines.join('\n')}\n` };
  });
  const output = execFileSync(process.execPath, [path.join(root, 'test/support/lint-texts.mjs')], {
    cwd: root,
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
  const lists = JSON.parse(output) as string[][];
  reports = Object.fromEntries(names.map((name, i) => [name, lists[i]])) as typeof reports;
}, 60_000);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The report of import/no-restricted-paths for one import path. */
const restricted = (importPath: string) =>
  expect.stringMatching(
    new RegExp(`^import/no-restricted-paths: Unexpected path "${escape(importPath)}" imported in restricted zone`),
  );

// A new feature folder is covered once it exists: the config reads src/features/ on every run.
it('refuses a feature importing another feature', () => {
  expect(reports.featureImportsFeature).toEqual([restricted('../profile/slice')]);
});

it('lets a feature import its own files, ui, api, lib and generated', () => {
  expect(reports.featureImportsOwnAndBelow).toEqual([]);
});

it('passes the generated site, orders and market tables in from the composition root, never as a module', () => {
  expect(reports.featureImportsSiteTable).toEqual([restricted('../../generated/site')]);
  expect(reports.uiImportsOrdersTable).toEqual([restricted('../generated/orders')]);
  expect(reports.libImportsMarkets).toEqual([restricted('../generated/markets/local')]);
  expect(reports.shellImportsSiteTable).toEqual([restricted('../../generated/site')]);
  expect(reports.bootImportsSiteTable).toEqual([restricted('../generated/site')]);
  expect(reports.appRootPassesTables).toEqual([]);
});

it('refuses a test replacing a generated module (a package stand-in is another matter)', () => {
  const refused = expect.stringMatching(/^no-restricted-syntax: Pass the table/);
  expect(reports.testMocksSiteTable).toEqual([refused, refused]);
});

it('refuses features, ui, api and lib importing the app shell', () => {
  expect(reports.featureImportsApp).toEqual([restricted('../../app/store')]);
  expect(reports.uiImportsApp).toEqual([restricted('../app/store')]);
  expect(reports.apiImportsApp).toEqual([restricted('../app/store')]);
  expect(reports.libImportsApp).toEqual([restricted('../app/store')]);
});

it('refuses ui, api and lib importing a feature', () => {
  expect(reports.uiImportsFeature).toEqual([restricted('../features/profile/slice')]);
  expect(reports.apiImportsFeature).toEqual([restricted('../features/profile/slice')]);
  expect(reports.libImportsFeature).toEqual([restricted('../features/profile/slice')]);
});

it('refuses lib importing ui or api, types included', () => {
  expect(reports.libImportsUi).toEqual([restricted('../ui/spinner')]);
  expect(reports.libImportsApiCode).toEqual([restricted('../api/saga-call')]);
  expect(reports.libImportsClientCode).toEqual([restricted('../api/client')]);
  expect(reports.libImportsClientTypes).toEqual([restricted('../api/client')]);
});

it('holds the floor plan of the server: services never import each other, layers only import downwards', () => {
  expect(reports.ownerApiImportsItsLayers).toEqual([]);
  expect(reports.providerImportsInteractions).toEqual([]);
  expect(reports.ownerApiImportsProvider).toEqual([restricted('../oidc/accounts/end-sign-ins')]);
  expect(reports.ownerApiImportsWeb).toEqual([restricted('../web/static-app')]);
  expect(reports.webImportsOwnerApi).toEqual([restricted('../owner-api/owner-api')]);
  expect(reports.dbImportsShared).toEqual([restricted('../shared/secrets')]);
  expect(reports.pagesImportInteractions).toEqual([restricted('../interactions/steps')]);
  expect(reports.interactionsImportProvider).toEqual([restricted('../provider/provider')]);
});

it('refuses browser code importing the server', () => {
  expect(reports.appImportsServer).toEqual([restricted('../server/build-server')]);
  expect(reports.featureImportsServer).toEqual([restricted('../../server/build-server')]);
  expect(reports.uiImportsServer).toEqual([restricted('../server/build-server')]);
  expect(reports.apiImportsServer).toEqual([restricted('../server/build-server')]);
  expect(reports.libImportsServer).toEqual([restricted('../server/build-server')]);
});

it('lets the server import only its own files, src/generated, src/lib and packages', () => {
  expect(reports.serverImportsAllowed).toEqual([]);
  expect(reports.serverImportsApi).toEqual([restricted('../api/client')]);
  expect(reports.serverImportsGenerator).toEqual([restricted('../../generator/pipeline')]);
});

it('refuses a cast to an API result: results are typed by their request (type-aware lint)', () => {
  for (const report of [reports.resultCast, reports.serverResultCast])
    expect(report).toEqual([expect.stringMatching(/^no-restricted-syntax: An API result is typed by its request/)]);
});

it('refuses an Intl formatter made in place in browser code: the kept ones are taken (intl-formats.ts)', () => {
  expect(reports.formatterMadePerValue).toEqual([expect.stringMatching(/^no-restricted-syntax: Take the formatter/)]);
  expect(reports.formatterKept).toEqual([]);
});

it('lets tests import anything', () => {
  expect(reports.testImportsAnything).toEqual([]);
});

it('refuses an import cycle in src', () => {
  expect(reports.cycle).toEqual([expect.stringMatching(/^import\/no-cycle: Dependency cycle detected/)]);
});
