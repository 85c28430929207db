import { webviewSaveLocation } from '../../../../src/features/marketing-options/feature';
import { fixtureSite } from '../../../support/fixture-markets';

// Spec 000 §2: in webview a save on the product brand goes to a fixed location; §7: with the kept campaign id.
const site = {
  ...fixtureSite,
  marketingOptions: {
    ...fixtureSite.marketingOptions,
    webviewSaveRedirect: { brands: ['product' as const], location: 'https://app.example/saved' },
  },
};

it('goes to the fixed location on the brands that have it, nowhere on the others', () => {
  expect(webviewSaveLocation(site, 'product', null)).toBe('https://app.example/saved');
  expect(webviewSaveLocation(site, 'lincoln', 'SPRING24')).toBeNull();
});

it('carries the kept campaign id there', () => {
  expect(webviewSaveLocation(site, 'product', 'SPRING24')).toBe('https://app.example/saved?campaignId=SPRING24');
});
