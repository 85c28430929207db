import { routeTables } from '../../../../src/generated/routes';
import type { ResolvedRoute } from '../../../../src/generated/types/routes';
import { parentTrail } from '../../../../src/lib/market/route-trail';
import { fixtureRoute } from '../../../support/fixture-markets';

const route = (id: string, parent?: string): ResolvedRoute =>
  fixtureRoute(id, [`/${id}`], { screen: 'order-history', ...(parent ? { parent } : {}) });

describe('the pages a route is reached from', () => {
  it('walks the parents outermost first', () => {
    const routes = [route('a'), route('b', 'a'), route('c', 'b')];
    expect(parentTrail(routes, routes[2]!).map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('stops at a parent missing from the table and at a loop', () => {
    expect(parentTrail([route('b', 'gone')], route('c', 'b')).map((r) => r.id)).toEqual(['b']);
    const loop = [route('a', 'b'), route('b', 'a')];
    expect(parentTrail(loop, loop[0]!).map((r) => r.id)).toEqual(['b']);
  });

  it('order details sit below order history in every table that has both', () => {
    const tables = Object.values(routeTables).filter(
      (t) => t.some((r) => r.id === 'order-details') && t.some((r) => r.id === 'order-history'),
    );
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const details = table.find((r) => r.id === 'order-details')!;
      expect(parentTrail(table, details).map((r) => r.id)).toEqual(['order-history']);
    }
  });

  it('a table without order history (orders removed) gives order details no parent', () => {
    for (const table of Object.values(routeTables)) {
      for (const r of table) if (r.parent) expect(table.some((p) => p.id === r.parent)).toBe(true);
    }
  });
});
