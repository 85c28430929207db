import type { StatusGroups } from '../../../../src/generated/types/orders';
import {
  progressSteps,
  statusGroupOf,
  trackingProgress,
  trackingRegionOf,
} from '../../../../src/lib/orders/status-groups';
import { fixtureTables } from '../../../support/site-tables';

// The shipped status groups (markets/orders.json), handed in as the code takes them.
const groups = fixtureTables.orders.statusGroups;

// Spec 002 §4, written out here on purpose: the data must keep saying exactly this.
const US_CA: Record<string, string[]> = {
  inProduction: ['BWKA', 'GRTA', 'OSEQ', 'STRT', 'PROD', 'VASC', 'VSHP', 'VDOS'],
  shipped: ['VITR', 'VEHS'],
  purchaseCompleted: ['VAFD'],
  delivered: ['VPHD'],
};
const EU: Record<string, string[]> = {
  inProduction: ['GRTA', 'STRT', 'PROD', 'VASC', 'VSHP', 'VDOS', 'IPRL'],
  shipped: ['VAFD', 'VITR', 'VPRT', 'VHLG', 'VETL', 'VMOD', 'VCRB', 'VAND', 'VCMP', 'VEHS'],
  purchaseCompleted: [],
  delivered: ['VPHD'],
};
const CANCELLED = [
  'OCAN',
  'CANCELLED',
  'RESERVATION_CANCELLED',
  'ORDER_CANCELLED',
  'DEALER_REJECTED',
  'DEALER_CANCELLED',
];
const cases = (region: string, table: Record<string, string[]>) =>
  Object.entries(table).flatMap(([group, codes]) => codes.map((code) => [region, code, group] as const));

describe('order status code groups (002 §4)', () => {
  it.each([...cases('us', US_CA), ...cases('ca', US_CA), ...cases('eu', EU)])('%s: %s is %s', (region, code, group) => {
    expect(statusGroupOf(code, region, groups)).toBe(group);
  });

  it.each(['us', 'ca', 'eu'].flatMap((r) => CANCELLED.map((c) => [r, c] as const)))(
    '%s: %s is cancelled',
    (region, code) => {
      expect(statusGroupOf(code, region, groups)).toBe('cancelled');
    },
  );

  it('cancelled codes are cancelled even where no region is known', () => {
    for (const code of CANCELLED) expect(statusGroupOf(code, null, groups)).toBe('cancelled');
  });

  it("the data lists no code beyond the spec's", () => {
    const listed = (r: string) => Object.fromEntries(groups.order.map((g) => [g, groups.regions[r]![g]]));
    expect(listed('us')).toEqual(US_CA);
    expect(listed('ca')).toEqual(US_CA);
    expect(listed('eu')).toEqual(EU);
    expect(groups.cancelled).toEqual(CANCELLED);
  });

  it('EU-only codes are unknown in North America, and North-American-only ones in the EU', () => {
    for (const code of ['IPRL', 'VPRT', 'VHLG', 'VETL', 'VMOD', 'VCRB', 'VAND', 'VCMP'])
      expect(statusGroupOf(code, 'us', groups)).toBe('unknown');
    for (const code of ['BWKA', 'OSEQ']) expect(statusGroupOf(code, 'eu', groups)).toBe('unknown');
    // VAFD: purchase completed in North America, shipped in the EU.
    expect([statusGroupOf('VAFD', 'ca', groups), statusGroupOf('VAFD', 'eu', groups)]).toEqual([
      'purchaseCompleted',
      'shipped',
    ]);
  });

  it('an unknown code, an empty one or an unknown region is unknown, never a guess; case and spaces do not matter', () => {
    expect(statusGroupOf('XQZT', 'eu', groups)).toBe('unknown');
    expect(statusGroupOf('', 'us', groups)).toBe('unknown');
    expect(statusGroupOf('PROD', 'apa', groups)).toBe('unknown');
    expect(statusGroupOf('PROD', null, groups)).toBe('unknown');
    expect(statusGroupOf(' vphd ', 'us', groups)).toBe('delivered');
  });

  it('countries find their region: US, CA, the European markets; others none', () => {
    expect(['US', 'ca', 'FR', 'GB', 'DE', 'NO', 'CH'].map((c) => trackingRegionOf(c, groups))).toEqual([
      'us',
      'ca',
      'eu',
      'eu',
      'eu',
      'eu',
      'eu',
    ]);
    expect(['AU', 'MX', 'BR', 'ZA', 'ZZ'].map((c) => trackingRegionOf(c, groups))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('progress steps skip a group the region does not have', () => {
    expect(progressSteps('us', groups)).toEqual(['inProduction', 'shipped', 'purchaseCompleted', 'delivered']);
    expect(progressSteps('eu', groups)).toEqual(['inProduction', 'shipped', 'delivered']);
    expect(progressSteps(null, groups)).toEqual([]);
  });

  it('the progress of an order: its step, or -1 when cancelled or unknown', () => {
    expect(trackingProgress('VHLG', 'FR', groups)).toEqual({
      group: 'shipped',
      steps: ['inProduction', 'shipped', 'delivered'],
      current: 1,
    });
    expect(trackingProgress('VAFD', 'US', groups)).toMatchObject({ group: 'purchaseCompleted', current: 2 });
    expect(trackingProgress('VHLG', 'US', groups)).toMatchObject({ group: 'unknown', current: -1 });
    expect(trackingProgress('DEALER_REJECTED', 'FR', groups)).toMatchObject({ group: 'cancelled', current: -1 });
  });

  it('reads whatever table it is given: a new region is data only', () => {
    const table: StatusGroups = {
      order: ['inProduction', 'shipped', 'purchaseCompleted', 'delivered'],
      cancelled: ['X_CANCEL'],
      regions: {
        apa: { countries: ['AU'], inProduction: ['BUILD'], shipped: [], purchaseCompleted: [], delivered: ['DONE'] },
      },
    };
    expect(trackingProgress('BUILD', 'AU', table)).toEqual({
      group: 'inProduction',
      steps: ['inProduction', 'delivered'],
      current: 0,
    });
    expect(statusGroupOf('X_CANCEL', 'apa', table)).toBe('cancelled');
  });
});
