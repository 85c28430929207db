import fs from 'node:fs';
import path from 'node:path';
import { startSheetEntries, startSheetImports } from '../../../scripts/build-start-sheets';

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
