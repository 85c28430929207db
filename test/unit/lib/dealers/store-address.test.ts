import { dealerStoreAddress } from '../../../../src/lib/dealers/store-address';
import { fixtureSite } from '../../../support/fixture-markets';

const prefixes = fixtureSite.dealers.storeUrlPrefixes;

it("builds a dealer's store address from its EU country's prefix and its code", () => {
  expect(dealerStoreAddress(prefixes, 'DE', 'DE-10442')).toBe('https://www.product.example/de/haendler/DE-10442');
  expect(dealerStoreAddress(prefixes, 'GB', 'GB 7/1')).toBe('https://www.product.example/uk/dealers/GB%207%2F1');
});

it('has no store address outside the countries with a prefix', () => {
  expect(dealerStoreAddress(prefixes, 'US', 'US-20001')).toBeNull();
  expect(dealerStoreAddress(prefixes, 'constructor', 'X')).toBeNull();
});
