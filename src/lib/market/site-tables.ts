import type { Brand, BrandsFile } from '../../generated/types/brand';
import type { OrdersFile } from '../../generated/types/orders';
import type { Site } from '../../generated/types/site';

/** markets/orders.json as the generator emits it. */
export type OrdersTable = Omit<OrdersFile, '$schema' | '$comment'>;

/**
 * The site-wide tables of markets/ (site.json, brands.json, orders.json). The app hands them to code through the
 * market context (`useSite()`, `useOrdersTable()`) and the services (`ServiceDeps.tables`, the saga context), so a
 * test passes the fixture it needs instead of replacing a module.
 */
export interface SiteTables {
  site: Site;
  brands: readonly Brand[];
  vehiclePictures: BrandsFile['vehiclePictures'];
  orders: OrdersTable;
}

/** The brand of markets/brands.json with this id (the generator proved every market's brand is there). */
export function brandIn(tables: Pick<SiteTables, 'brands'>, id: string): Brand | undefined {
  return tables.brands.find((b) => b.id === id);
}
