/*
 * Which namespaces of the texts a screen has of its own (scripts/build-text-namespaces.ts), from a metafile as esbuild
 * writes it and the modules it names.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { screenTextNamespaces } from '../../../scripts/build-text-namespaces';
import { partTexts, SERVICE_ONLY } from '../../../src/lib/content/screen-texts';

const KNOWN = ['app', 'orders', 'returns', 'dropOff', 'settings', 'footer', 'idp'];

/**
 * Writes the modules under a temporary root; a metafile over them (inputs: each source file's imports; outputs: each
 * output's inputs and imports).
 */
function project(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'text-namespaces-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const input = (imports: { path: string; kind: 'import-statement' | 'dynamic-import' }[] = []) => ({
  bytes: 1,
  imports,
});

const output = (
  inputs: string[],
  imports: { path: string; kind: 'import-statement' | 'dynamic-import' }[] = [],
  entryPoint?: string,
) => ({
  bytes: 1,
  inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 1 }])),
  imports: imports.map((i) => ({ ...i, external: false })),
  exports: [],
  ...(entryPoint ? { entryPoint } : {}),
});

/** The project of the tests: a shell, a lazy help area, two screens (one with a lazy form), a module two share. */
function fixture(settingsScreen = "t('settings.title'); dataTextKey('orders.x', code)") {
  const root = project({
    'src/app/main.ts': "t('app.title'); const help = () => import('./help');",
    'src/app/help.ts': "t('footer.help')",
    'src/app/parts.ts': "export const parts = { help: () => import('./help'), terms: () => import('./terms') };",
    'src/app/terms.ts': "t('app.terms'); import { SettingsScreen } from '../settings/screen';",
    'src/app/screens.ts':
      "export const screens = { 'order-history': () => import('../orders/screen'), 'account-settings': () => import('../settings/screen') };",
    'src/orders/screen.tsx': "t(`orders.status.${s}`); t('app.loading'); const form = () => import('./return-form');",
    'src/orders/return-form.tsx': "t('returns.reason')",
    'src/settings/screen.tsx': settingsScreen,
    'src/shared.ts': "const example = 'michael.johnson'; t('settings.shared')",
  });
  const metafile = {
    inputs: {
      'src/app/main.ts': input([{ path: 'src/app/help.ts', kind: 'dynamic-import' }]),
      'src/app/help.ts': input(),
      'src/app/terms.ts': input([{ path: 'src/settings/screen.tsx', kind: 'import-statement' }]),
      'src/orders/screen.tsx': input([{ path: 'src/orders/return-form.tsx', kind: 'dynamic-import' }]),
      'src/orders/return-form.tsx': input(),
      'src/settings/screen.tsx': input([{ path: 'src/shared.ts', kind: 'import-statement' }]),
      'src/shared.ts': input(),
    },
    outputs: {
      'dist/main.js': output(
        ['src/app/main.ts'],
        [
          { path: 'dist/chunk.js', kind: 'import-statement' },
          { path: 'dist/help.js', kind: 'dynamic-import' },
          { path: 'dist/terms.js', kind: 'dynamic-import' },
          { path: 'dist/orders.js', kind: 'dynamic-import' },
          { path: 'dist/settings.js', kind: 'dynamic-import' },
        ],
        'src/app/main.ts',
      ),
      'dist/help.js': output(['src/app/help.ts'], [], 'src/app/help.ts'),
      // A part of the shell that comes later and uses a screen's module: it runs with the part.
      'dist/terms.js': output(
        ['src/app/terms.ts'],
        [{ path: 'dist/settings.js', kind: 'import-statement' }],
        'src/app/terms.ts',
      ),
      'dist/chunk.js': output(['src/app/screens.ts', 'node_modules/x/index.js']),
      'dist/orders.js': output(
        ['src/orders/screen.tsx'],
        [{ path: 'dist/return-form.js', kind: 'dynamic-import' }],
        'src/orders/screen.tsx',
      ),
      'dist/return-form.js': output(['src/orders/return-form.tsx'], [], 'src/orders/return-form.tsx'),
      'dist/settings.js': output(
        ['src/settings/screen.tsx'],
        [{ path: 'dist/shared.js', kind: 'import-statement' }],
        'src/settings/screen.tsx',
      ),
      'dist/shared.js': output(['src/shared.ts']),
    },
  } as unknown as Metafile;
  const find = (serviceOnly?: string[], parts: string | undefined = 'src/app/parts.ts') =>
    screenTextNamespaces(
      metafile,
      root,
      path.join(root, 'src/app/main.ts'),
      path.join(root, 'src/app/screens.ts'),
      KNOWN,
      serviceOnly,
      parts && path.join(root, parts),
    );
  return { root, find };
}

it("gives a screen the namespaces only screens' modules name: not the shell's, nor those nobody names", () => {
  const { root, find } = fixture();
  // Orders: its own and its lazily loaded form's; app is the shell's. Settings: its own, and orders' (a key from data).
  // The parts of the shell that come later are as screens: the help area's footer.*; the terms part runs the settings
  // screen's module (imported, not loaded on its own), so it has that module's texts too.
  const screens = { 'order-history': ['orders', 'returns'], 'account-settings': ['orders', 'settings'] };
  const parts = { [partTexts('help')]: ['footer'], [partTexts('terms')]: ['orders', 'settings'] };
  expect(find()).toEqual({ ...screens, ...parts });
  // The sign-in provider's: under an entry no page opens, so every page's start leaves them out.
  expect(find(['idp'])).toEqual({ ...screens, ...parts, [SERVICE_ONLY]: ['idp'] });
  fs.rmSync(root, { recursive: true, force: true });
});

it("counts a part of the shell the build is not told of as the shell's: every page starts with its texts", () => {
  const { root, find } = fixture();
  // footer.* (the help area's), and the settings screen's module's (the terms part imports it): the shell's.
  expect(find(undefined, '')).toEqual({ 'order-history': ['returns'], 'account-settings': [] });
  fs.rmSync(root, { recursive: true, force: true });
});

it("counts a module's strings and templates, not its comments", () => {
  const { root, find } = fixture(
    "t('settings.title');\n// 'returns.reason' is the return form's\n/* `orders.status.${s}` names a key */\nconst a = `app.${x}`;",
  );
  expect(find()['account-settings']).toEqual(['settings']);
  fs.rmSync(root, { recursive: true, force: true });
});

it("refuses a build whose modules name the sign-in provider's texts: the app never loads them", () => {
  const { root, find } = fixture("t('settings.title'); t('idp.signIn')");
  expect(() => find(['idp'])).toThrow(/screen account-settings\) name the texts "idp\.\*"/);
  fs.rmSync(root, { recursive: true, force: true });
});

it("gives each screen of a module several share its own component's namespaces, not the others'", () => {
  // The return screens' group (src/app/screen-groups/returns.ts): one module, each screen its own texts.
  const root = project({
    'src/app/main.ts': "t('app.title')",
    'src/app/screens.ts': [
      "export const screens = { 'create-return': () => import('./group').then((m) => ({ default: m.CreateReturnScreen })),",
      "  'return-to-dealer': () => import('./group').then((m) => ({ default: m.ReturnToDealerScreen })) };",
    ].join('\n'),
    'src/app/group.ts':
      "export { CreateReturnScreen } from '../returns/create';\nexport { ReturnToDealerScreen } from '../returns/dealer';",
    'src/returns/create.tsx': "t('returns.create.heading')",
    'src/returns/dealer.tsx': "t('dropOff.heading')",
    'src/returns/feature.ts': "const failed = 'returns.booking.failed';",
  });
  const shared = [{ path: 'src/returns/feature.ts', kind: 'import-statement' as const }];
  const metafile = {
    inputs: {
      'src/app/main.ts': input([{ path: 'src/app/group.ts', kind: 'dynamic-import' }]),
      'src/app/group.ts': input([
        { path: 'src/returns/create.tsx', kind: 'import-statement' },
        { path: 'src/returns/dealer.tsx', kind: 'import-statement' },
      ]),
      'src/returns/create.tsx': input(shared),
      'src/returns/dealer.tsx': input(shared),
      'src/returns/feature.ts': input(),
    },
    outputs: {
      'dist/main.js': output(
        ['src/app/main.ts'],
        [{ path: 'dist/group.js', kind: 'dynamic-import' }],
        'src/app/main.ts',
      ),
      'dist/group.js': output(
        ['src/app/group.ts', 'src/returns/create.tsx', 'src/returns/dealer.tsx', 'src/returns/feature.ts'],
        [],
        'src/app/group.ts',
      ),
    },
  } as unknown as Metafile;
  const found = screenTextNamespaces(
    metafile,
    root,
    path.join(root, 'src/app/main.ts'),
    path.join(root, 'src/app/screens.ts'),
    KNOWN,
  );
  // By the module's output both would have both: a page of either would carry the other's texts.
  expect(found).toEqual({ 'create-return': ['returns'], 'return-to-dealer': ['dropOff', 'returns'] });
  fs.rmSync(root, { recursive: true, force: true });
});
