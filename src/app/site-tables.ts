import { orders } from '../generated/orders';
import { brands, site, vehiclePictures } from '../generated/site';
import type { SiteTables } from '../lib/market/site-tables';

/** The generated tables, imported here only: the app passes them on (market context, services). */
export const siteTables: SiteTables = { site, brands, vehiclePictures, orders };
