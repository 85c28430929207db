import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  startSheetEntries,
  startSheetImports,
  startStyles,
  writeRulesSheet,
} from '../../../scripts/build-start-sheets';

const APP_CSS = fs.readFileSync(path.join(__dirname, '../../../src/app/app.css'), 'utf8');

it("keeps the app sheet's order and its shared sheets, and of the features' only those named", () => {
  const all = startSheetImports(APP_CSS, ['account-settings', 'consent', 'orders', 'returns', 'help']);
  const kept = startSheetImports(APP_CSS, ['account-settings', 'consent']);
  // The same order as the whole sheet: the start sheet's rules come again later in it, in the same order.
  expect(kept).toEqual(all.filter((spec) => kept.includes(spec)));
  expect(kept).toEqual(
    expect.arrayContaining([
      '@fontsource/noto-sans/400.css',
      '../generated/themes.css',
      '../ui/ui.css',
      '../features/consent/consent.css',
      '../features/account-settings/settings.css',
      './base.css',
      './shell/footer.css',
    ]),
  );
  expect(kept.some((spec) => spec.includes('/orders/') || spec.includes('/help/'))).toBe(false);
  expect(kept.indexOf('../features/account-settings/settings.css')).toBeLessThan(kept.indexOf('./base.css'));
});

it("keeps a widget's sheet only where its widget is drawn: the dashboard's tooltip, the forms' country box", () => {
  const tooltip = '../ui/sheets/tooltip.css';
  const combobox = '../ui/sheets/country-combobox.css';
  expect(startSheetImports(APP_CSS, ['consent'])).not.toEqual(expect.arrayContaining([tooltip]));
  expect(startSheetImports(APP_CSS, ['consent']).some((spec) => spec.startsWith('../ui/sheets/'))).toBe(false);
  const dashboard = startSheetImports(APP_CSS, ['consent', 'profile', 'ui:tooltip']);
  expect(dashboard).toContain(tooltip);
  expect(dashboard).not.toContain(combobox);
  expect(startSheetImports(APP_CSS, ['account-settings', 'ui:country-combobox'])).toContain(combobox);
});

it('makes one entry per distinct set of features, named for its first screen, and tells each screen its own', () => {
  const { entryPoints, screens } = startSheetEntries({
    'order-history': ['consent', 'orders'],
    'account-settings': ['account-settings', 'consent'],
    'order-details': ['consent', 'orders'],
  });
  expect(entryPoints).toEqual({
    'start-account-settings': 'start-sheet:account-settings,consent',
    'start-order-details': 'start-sheet:consent,orders',
  });
  expect(screens).toEqual({
    'account-settings': 'start-account-settings',
    'order-details': 'start-order-details',
    'order-history': 'start-order-details',
  });
});

it('gives each screen its set of rules to carry in the page, without the map comment, and removes the files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-sheets-'));
  try {
    const orders = path.join(dir, 'start-order-details-ABC123.css');
    const settings = path.join(dir, 'start-account-settings-DEF456.css');
    fs.writeFileSync(orders, '.orders{color:red}\n/*# sourceMappingURL=start-order-details-ABC123.css.map */\n');
    fs.writeFileSync(`${orders}.map`, '{}');
    fs.writeFileSync(settings, '.settings{color:blue}\n');
    const { screens, sets } = startStyles({
      'order-details': orders,
      'order-history': orders,
      'account-settings': settings,
    });
    expect(screens).toEqual({
      'order-details': 'start-order-details',
      'order-history': 'start-order-details',
      'account-settings': 'start-account-settings',
    });
    expect(sets).toEqual({
      'start-order-details': '.orders{color:red}',
      'start-account-settings': '.settings{color:blue}',
    });
    expect([orders, `${orders}.map`, settings].filter((f) => fs.existsSync(f))).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("writes the app's rules without any face or the map comment: what a page that started with a start sheet adds later", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-sheet-'));
  try {
    const app =
      "@font-face{font-family:'Noto Sans';src:url(/assets/thai.woff2)}\nbody{color:red}\n/*# sourceMappingURL=/assets/app-X.css.map */\n";
    const rules = writeRulesSheet(dir, app);
    expect(path.basename(rules)).toMatch(/^app-rules-[0-9a-f]{10}\.css$/);
    expect(fs.readFileSync(rules, 'utf8')).toBe('body{color:red}\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
