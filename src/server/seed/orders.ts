import type { Db } from '../db/open';
import { setHandoverTick } from '../shared/handover-ticks';

type Line = [sku: string, name: string, quantity: number, price: number, status: string];
interface SeedOrder {
  orderNo: string;
  storeId: number;
  date: string;
  currency: string;
  shipping: number;
  taxRate: number;
  lines: Line[];
}
interface ShipTo {
  name: string;
  address1: string;
  city: string;
  region?: string | null;
  postalCode: string;
  country: string;
}
type Event = [statusCode: string, date: string];
interface SeedVehicleOrder {
  orderId: string;
  country: string;
  model: string;
  modelYear: number;
  trim: string;
  colour: string;
  date: string;
  estimatedDelivery: string | null;
  dealerName: string;
  /** The selling dealer's code (a seeded dealer); absent where the dealer service has none (Canada). */
  dealerCode?: string;
  vin: string | null;
  windowSticker: boolean;
  price: number;
  currency: string;
  /** Oldest first; the last is the order's status. */
  events: Event[];
  /** A battery-electric vehicle: its handover checklist has the electric-only items (server-only, not answered). */
  electric?: boolean;
  /** Items of its handover checklist (markets/orders.json handover) the owner ticked, days before the seeding. */
  handoverTicks?: [itemId: string, daysBeforeSeeding: number][];
}
type SeedReservation = [
  id: string,
  model: string,
  modelYear: number,
  createdAt: string,
  deposit: number,
  currency: string,
  statusCode: string,
  dealerName: string,
];

const US_TAX = 0.06;

/** Michael's 18 older accessory orders (2025), so his history has three pages of 10. */
const olderUsOrders: SeedOrder[] = Array.from({ length: 18 }, (_, i) => {
  const items: [string, string, number][] = [
    ['ACC-MUDFLAP', 'Splash guards, set of 4', 79.95],
    ['ACC-TONNEAU', 'Soft roll-up tonneau cover', 549],
    ['PRT-WIPER', 'Wiper blades, pair', 34.5],
    ['ACC-HITCH', 'Hitch receiver cover', 29.95],
    ['PRT-OIL', 'Synthetic oil change kit', 64.99],
    ['ACC-LIGHT', 'LED puddle lamps', 189],
  ];
  const [sku, name, price] = items[i % items.length]!;
  const month = String(12 - Math.floor((i * 2) / 3)).padStart(2, '0');
  const day = String(28 - (i % 3) * 9).padStart(2, '0');
  return {
    orderNo: `US-3001${String(i + 10).padStart(2, '0')}`,
    storeId: sku.startsWith('PRT') ? 1405 : 2201,
    date: `2025-${month}-${day}`,
    currency: 'USD',
    shipping: 0,
    taxRate: US_TAX,
    lines: [[sku, name, 1 + (i % 2), price, 'DELIVERED']],
  };
});

/** Accessory, charger and parts orders of the demo owners, by email. */
const OWNER_ORDERS: Record<string, SeedOrder[]> = {
  'michael.johnson@example.com': [
    {
      orderNo: 'US-300540',
      storeId: 2201,
      date: '2026-11-18',
      currency: 'USD',
      shipping: 12.5,
      taxRate: US_TAX,
      lines: [
        ['ACC-ROOFBAR', 'Roof rack cross bars', 1, 329, 'ORDERED'],
        ['ACC-CARGONET', 'Cargo net', 1, 49.95, 'PROCESSING'],
      ],
    },
    {
      orderNo: 'US-300533',
      storeId: 2201,
      date: '2026-11-10',
      currency: 'USD',
      shipping: 0,
      taxRate: US_TAX,
      lines: [['ACC-MATS', 'All-weather floor mats', 1, 189.95, 'CANCELLED']],
    },
    {
      orderNo: 'US-300519',
      storeId: 2202,
      date: '2026-11-02',
      currency: 'USD',
      shipping: 0,
      taxRate: US_TAX,
      lines: [
        ['CHG-STATION', 'Connected charge station', 1, 549, 'SHIPPED'],
        ['CHG-CABLE', 'Charging cable 20 ft', 2, 89.5, 'SHIPPED'],
      ],
    },
    {
      orderNo: 'US-300498',
      storeId: 1405,
      date: '2026-09-14',
      currency: 'USD',
      shipping: 9.95,
      taxRate: US_TAX,
      lines: [
        ['PRT-LINERS', 'All-weather floor liners', 1, 219.95, 'DELIVERED'],
        ['PRT-WHEELLOCK', 'Wheel lock kit', 1, 54, 'DELIVERED'],
        ['PRT-CABINFILTER', 'Cabin air filter', 2, 32.5, 'DELIVERED'],
      ],
    },
    {
      orderNo: 'US-300452',
      storeId: 2201,
      date: '2026-01-20',
      currency: 'USD',
      shipping: 0,
      taxRate: US_TAX,
      lines: [['ACC-BEDLINER', 'Spray-in bedliner', 1, 595, 'DELIVERED']],
    },
    ...olderUsOrders,
  ],
  'olivia.brown@example.com': [
    {
      orderNo: 'US-L-400102',
      storeId: 2203,
      date: '2026-11-06',
      currency: 'USD',
      shipping: 0,
      taxRate: US_TAX,
      lines: [['LAC-SUNSHADE', 'Windshield sunshade', 1, 95, 'DELIVERED']],
    },
    {
      orderNo: 'US-L-400087',
      storeId: 2203,
      date: '2026-10-15',
      currency: 'USD',
      shipping: 0,
      taxRate: US_TAX,
      lines: [['LAC-CARGO', 'Cargo organizer', 1, 145, 'SHIPPED']],
    },
  ],
  'james.wilson@example.com': [
    {
      orderNo: 'GB-200118',
      storeId: 2201,
      date: '2026-10-28',
      currency: 'GBP',
      shipping: 0,
      taxRate: 0,
      lines: [['ACC-TOWBAR', 'Detachable tow bar', 1, 645, 'SHIPPED']],
    },
  ],
  'emily.clarke@example.com': [
    {
      orderNo: 'GB-200204',
      storeId: 2201,
      date: '2026-07-19',
      currency: 'GBP',
      shipping: 0,
      taxRate: 0,
      lines: [['ACC-MATS', 'Rubber floor mats', 1, 79, 'DELIVERED']],
    },
  ],
  'anna.schneider@example.com': [
    {
      orderNo: 'DE-100231',
      storeId: 2201,
      date: '2026-03-14',
      currency: 'EUR',
      shipping: 0,
      taxRate: 0,
      lines: [['ACC-ROOFBOX', 'Dachbox 420 l', 1, 489, 'DELIVERED']],
    },
  ],
  'giulia.rossi@example.com': [
    {
      orderNo: 'IT-600044',
      storeId: 2201,
      date: '2026-05-09',
      currency: 'EUR',
      shipping: 0,
      taxRate: 0,
      lines: [['ACC-BIKE', 'Portabici da tetto', 2, 139, 'DELIVERED']],
    },
  ],
  'lucas.martin@example.com': [
    {
      orderNo: 'FR-500930',
      storeId: 2201,
      date: '2026-11-15',
      currency: 'EUR',
      shipping: 0,
      taxRate: 0,
      lines: [
        ['ACC-TAPIS', 'Tapis de sol caoutchouc', 1, 89, 'DELIVERED'],
        ['ACC-CHAINES', 'Chaînes neige', 1, 129, 'DELIVERED'],
      ],
    },
    {
      orderNo: 'FR-500912',
      storeId: 2202,
      date: '2026-11-12',
      currency: 'EUR',
      shipping: 0,
      taxRate: 0,
      lines: [['CHG-WALLBOX', 'Borne de recharge', 1, 899, 'SHIPPED']],
    },
    {
      orderNo: 'FR-500901',
      storeId: 2201,
      date: '2026-10-30',
      currency: 'EUR',
      shipping: 0,
      taxRate: 0,
      lines: [['ACC-COVER', 'Housse de protection', 1, 159, 'CANCELLED']],
    },
  ],
  'jack.taylor@example.com': [
    {
      orderNo: 'AU-700301',
      storeId: 2201,
      date: '2026-08-22',
      currency: 'AUD',
      shipping: 0,
      taxRate: 0,
      lines: [['ACC-CANOPY', 'Tub canopy', 1, 3990, 'DELIVERED']],
    },
  ],
};

/** One guest order per region (placed without an account): found by order number and email only. */
const GUEST_ORDERS: [email: string, shipTo: ShipTo, order: SeedOrder][] = [
  [
    'guest.us@example.com',
    {
      name: 'Sam Rivera',
      address1: '410 Lake Shore Dr',
      city: 'Chicago',
      region: 'IL',
      postalCode: '60611',
      country: 'US',
    },
    {
      orderNo: 'US-900101',
      storeId: 2201,
      date: '2026-11-05',
      currency: 'USD',
      shipping: 7.5,
      taxRate: US_TAX,
      lines: [
        ['ACC-PHONEMOUNT', 'Magnetic phone mount', 1, 39.95, 'DELIVERED'],
        ['ACC-SEATCOVER', 'Seat covers, front pair', 1, 229, 'DELIVERED'],
      ],
    },
  ],
  [
    'guest.ca@example.com',
    {
      name: 'Chloé Tremblay',
      address1: '55 Rue Sherbrooke O',
      city: 'Montréal',
      region: 'QC',
      postalCode: 'H2X 1X2',
      country: 'CA',
    },
    {
      orderNo: 'CA-900201',
      storeId: 2201,
      date: '2026-10-21',
      currency: 'CAD',
      shipping: 0,
      taxRate: 0.05,
      lines: [['ACC-WINTERMATS', 'Winter floor mats', 1, 169, 'DELIVERED']],
    },
  ],
  [
    'guest.fr@example.com',
    { name: 'Camille Durand', address1: '12 avenue Jean Jaurès', city: 'Lyon', postalCode: '69007', country: 'FR' },
    {
      orderNo: 'FR-900301',
      storeId: 2201,
      date: '2026-11-03',
      currency: 'EUR',
      shipping: 0,
      taxRate: 0,
      lines: [['ACC-COFFRE', 'Bac de coffre', 1, 79, 'DELIVERED']],
    },
  ],
  [
    'guest.au@example.com',
    {
      name: 'Mia Nguyen',
      address1: '90 George St',
      city: 'Brisbane',
      region: 'QLD',
      postalCode: '4000',
      country: 'AU',
    },
    {
      orderNo: 'AU-900501',
      storeId: 2201,
      date: '2026-10-30',
      currency: 'AUD',
      shipping: 0,
      taxRate: 0,
      lines: [['ACC-SNORKEL', 'Snorkel kit', 1, 899, 'SHIPPED']],
    },
  ],
];

/** What `npm start` prints for trying the guest pages: an order and a vehicle order per guest, in the guest's market. */
export const DEMO_GUESTS: { email: string; marketId: string; orderNo: string; vehicleOrderId: string | null }[] = [
  { email: 'guest.us@example.com', marketId: 'product/en-us', orderNo: 'US-900101', vehicleOrderId: 'VO-US-9001' },
  { email: 'guest.ca@example.com', marketId: 'product/en-ca', orderNo: 'CA-900201', vehicleOrderId: 'VO-CA-9002' },
  { email: 'guest.fr@example.com', marketId: 'product/fr-fr', orderNo: 'FR-900301', vehicleOrderId: 'VO-FR-9003' },
  { email: 'guest.au@example.com', marketId: 'product/en-au', orderNo: 'AU-900501', vehicleOrderId: null },
];

const vo = (
  o: Omit<SeedVehicleOrder, 'estimatedDelivery' | 'vin' | 'windowSticker'> & Partial<SeedVehicleOrder>,
): SeedVehicleOrder => ({ estimatedDelivery: null, vin: null, windowSticker: false, ...o });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Vehicle orders (customer order tracking) by owner email; guest ones under their own email. */
const VEHICLE_ORDERS: Record<string, SeedVehicleOrder[]> = {
  'michael.johnson@example.com': [
    vo({
      orderId: 'VO-US-5501',
      country: 'US',
      model: 'Mustang Mach-E',
      electric: true,
      modelYear: 2027,
      trim: 'Premium AWD',
      colour: 'Grabber Blue',
      date: '2026-08-28',
      estimatedDelivery: '2026-12-04',
      dealerName: 'Dearborn Motors',
      dealerCode: 'US-30160',
      vin: '3FMTK3SU5RMA12345',
      windowSticker: true,
      price: 54995,
      currency: 'USD',
      events: [
        ['GRTA', '2026-09-02'],
        ['PROD', '2026-09-20'],
        ['VITR', '2026-11-10'],
      ],
      // Shipped: its handover checklist is open, and Michael has started on it.
      handoverTicks: [
        ['drivingLicence', 4],
        ['insurance', 2],
      ],
    }),
    vo({
      orderId: 'VO-US-5534',
      country: 'US',
      model: 'F-150 Lightning',
      electric: true,
      modelYear: 2027,
      trim: 'Lariat',
      colour: 'Antimatter Blue',
      date: '2026-11-01',
      estimatedDelivery: '2027-02-15',
      dealerName: 'Dearborn Motors',
      dealerCode: 'US-30160',
      price: 69995,
      currency: 'USD',
      events: [['BWKA', '2026-11-03']],
    }),
  ],
  'olivia.brown@example.com': [
    vo({
      orderId: 'VO-US-L-6101',
      country: 'US',
      model: 'Nautilus',
      modelYear: 2027,
      trim: 'Reserve',
      colour: 'Infinite Black',
      date: '2026-07-12',
      estimatedDelivery: '2026-11-28',
      dealerName: 'Lakeside Lincoln Troy',
      dealerCode: 'US-L-40210',
      vin: '5LMPJ8K43RJ123456',
      windowSticker: true,
      price: 68990,
      currency: 'USD',
      events: [
        ['GRTA', '2026-07-20'],
        ['PROD', '2026-08-15'],
        ['VEHS', '2026-10-30'],
        ['VAFD', '2026-11-19'],
      ],
    }),
  ],
  'lucas.martin@example.com': [
    vo({
      orderId: 'VO-FR-7702',
      country: 'FR',
      model: 'Explorer EV',
      electric: true,
      modelYear: 2026,
      trim: 'Premium',
      colour: 'Bleu Arctique',
      date: '2026-07-04',
      estimatedDelivery: '2026-12-10',
      dealerName: 'Garage Martin Paris Est',
      dealerCode: 'FR-50361',
      price: 52990,
      currency: 'EUR',
      events: [
        ['GRTA', '2026-07-10'],
        ['IPRL', '2026-08-01'],
        ['VHLG', '2026-11-14'],
      ],
    }),
    vo({
      orderId: 'VO-FR-7719',
      country: 'FR',
      model: 'Puma Gen-E',
      electric: true,
      modelYear: 2027,
      trim: 'Titanium',
      colour: 'Gris Magnétique',
      date: '2026-10-20',
      estimatedDelivery: '2027-01-30',
      dealerName: 'Garage Martin Paris Est',
      dealerCode: 'FR-50361',
      price: 33990,
      currency: 'EUR',
      events: [
        ['GRTA', '2026-10-25'],
        ['IPRL', '2026-11-08'],
      ],
    }),
  ],
  'giulia.rossi@example.com': [
    vo({
      orderId: 'VO-IT-7801',
      country: 'IT',
      model: 'Kuga',
      modelYear: 2027,
      trim: 'ST-Line',
      colour: 'Rosso Lucid',
      date: '2026-10-02',
      dealerName: 'Autosalone Milano Nord',
      dealerCode: 'IT-60455',
      price: 38500,
      currency: 'EUR',
      events: [
        ['GRTA', '2026-10-08'],
        ['XQZT', '2026-11-11'],
      ],
    }),
  ],
  'jack.taylor@example.com': [
    vo({
      orderId: 'VO-AU-8001',
      country: 'AU',
      model: 'Ranger',
      modelYear: 2027,
      trim: 'Wildtrak',
      colour: 'Conquer Grey',
      date: '2026-09-12',
      dealerName: 'Harbour City Motors Parramatta',
      dealerCode: 'AU-70518',
      price: 71990,
      currency: 'AUD',
      events: [['PROD', '2026-10-01']],
    }),
  ],
  'guest.us@example.com': [
    vo({
      orderId: 'VO-US-9001',
      country: 'US',
      model: 'Bronco',
      modelYear: 2027,
      trim: 'Badlands',
      colour: 'Eruption Green',
      date: '2026-08-01',
      estimatedDelivery: '2026-12-01',
      dealerName: 'Lakeside Motors Chicago',
      dealerCode: 'US-30408',
      price: 52990,
      currency: 'USD',
      events: [
        ['GRTA', '2026-08-05'],
        ['PROD', '2026-09-12'],
        ['VEHS', '2026-11-16'],
      ],
    }),
  ],
  'guest.ca@example.com': [
    vo({
      orderId: 'VO-CA-9002',
      country: 'CA',
      model: 'Escape',
      modelYear: 2027,
      trim: 'Active',
      colour: 'Blanc Étoilé',
      date: '2026-06-15',
      estimatedDelivery: '2026-11-25',
      dealerName: 'Montréal Centre Auto',
      price: 38990,
      currency: 'CAD',
      events: [
        ['GRTA', '2026-06-20'],
        ['PROD', '2026-07-22'],
        ['VITR', '2026-10-02'],
        ['VAFD', '2026-11-17'],
      ],
    }),
  ],
  'guest.fr@example.com': [
    vo({
      orderId: 'VO-FR-9003',
      country: 'FR',
      model: 'Capri',
      modelYear: 2026,
      trim: 'Premium',
      colour: 'Vert Sauge',
      date: '2026-08-18',
      estimatedDelivery: '2026-12-05',
      dealerName: 'Lyon Confluence Automobiles',
      dealerCode: 'FR-50694',
      price: 48990,
      currency: 'EUR',
      events: [
        ['GRTA', '2026-08-22'],
        ['PROD', '2026-09-15'],
        ['VPRT', '2026-11-13'],
      ],
    }),
  ],
};

const RESERVATIONS: Record<string, SeedReservation[]> = {
  'michael.johnson@example.com': [
    ['RSV-US-8810', 'Explorer EV', 2027, '2026-10-05', 500, 'USD', 'RESERVED', 'Dearborn Motors'],
    ['RSV-US-8790', 'Maverick Hybrid', 2026, '2026-03-11', 100, 'USD', 'RESERVATION_CANCELLED', 'Dearborn Motors'],
  ],
  'lucas.martin@example.com': [
    ['RSV-FR-3301', 'Mustang Mach-E', 2027, '2026-09-27', 1000, 'EUR', 'RESERVED', 'Garage Martin Paris Est'],
  ],
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Accessory orders (owners' and guests'), vehicle orders and reservations. Runs when the orders table is
 * empty, so a database from before migration 8 (which rebuilt the order tables) gets them on its next start.
 * `at` is the seeding time (the service's clock): the handover checklist ticks are counted back from it.
 */
export function seedOrders(db: Db, at: Date): void {
  if ((db.prepare('SELECT count(*) FROM orders').pluck().get() as number) > 0) return;
  const ownerOf = db.prepare(
    "SELECT id, email, first_name || ' ' || last_name AS name, address1, city, state, zip, market_id AS marketId FROM owners WHERE email = ?",
  );
  const insertOrder =
    db.prepare(`INSERT INTO orders (order_no, owner_id, store_id, email, order_date, currency, shipping, tax, ship_name, ship_address1, ship_city,
    ship_region, ship_postal_code, ship_country) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertLine = db.prepare(
    'INSERT INTO order_items (order_no, line, sku, name, quantity, price, status) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertVehicleOrder =
    db.prepare(`INSERT INTO vehicle_orders (order_id, owner_id, email, country_code, model, model_year, trim, colour, status_code, order_date,
    estimated_delivery, dealer_name, dealer_code, vin, window_sticker, price, currency, electric)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertEvent = db.prepare(
    'INSERT INTO vehicle_order_events (order_id, seq, status_code, date) VALUES (?, ?, ?, ?)',
  );
  const insertReservation =
    db.prepare(`INSERT INTO reservations (reservation_id, owner_id, model, model_year, created_at, deposit, currency, status_code, dealer_name)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  const addOrder = (ownerId: number | null, email: string, shipTo: ShipTo, o: SeedOrder) => {
    const subtotal = o.lines.reduce((sum, [, , quantity, price]) => sum + quantity * price, 0);
    insertOrder.run(
      o.orderNo,
      ownerId,
      o.storeId,
      email,
      o.date,
      o.currency,
      o.shipping,
      round2(subtotal * o.taxRate),
      shipTo.name,
      shipTo.address1,
      shipTo.city,
      shipTo.region ?? null,
      shipTo.postalCode,
      shipTo.country,
    );
    o.lines.forEach(([sku, name, quantity, price, status], i) =>
      insertLine.run(o.orderNo, i + 1, sku, name, quantity, price, status),
    );
  };

  db.transaction(() => {
    for (const [email, list] of Object.entries(OWNER_ORDERS)) {
      const owner = ownerOf.get(email) as
        | {
            id: number;
            email: string;
            name: string;
            address1: string | null;
            city: string | null;
            state: string | null;
            zip: string | null;
            marketId: string;
          }
        | undefined;
      if (!owner) continue;
      // The owner's address at the time of the order; the country is the market's (its language-region code ends with it).
      const country = owner.marketId.slice(-2).toUpperCase();
      const shipTo = {
        name: owner.name,
        address1: owner.address1 ?? '',
        city: owner.city ?? '',
        region: owner.state,
        postalCode: owner.zip ?? '',
        country,
      };
      for (const o of list) addOrder(owner.id, owner.email, shipTo, o);
    }
    for (const [email, shipTo, o] of GUEST_ORDERS) addOrder(null, email, shipTo, o);
    for (const [email, list] of Object.entries(VEHICLE_ORDERS)) {
      const ownerId = (ownerOf.get(email) as { id: number } | undefined)?.id ?? null;
      for (const v of list) {
        const status = v.events[v.events.length - 1]![0];
        insertVehicleOrder.run(
          v.orderId,
          ownerId,
          email,
          v.country,
          v.model,
          v.modelYear,
          v.trim,
          v.colour,
          status,
          v.date,
          v.estimatedDelivery,
          v.dealerName,
          v.dealerCode ?? null,
          v.vin,
          v.windowSticker ? 1 : 0,
          v.price,
          v.currency,
          v.electric ? 1 : 0,
        );
        v.events.forEach(([code, date], i) => insertEvent.run(v.orderId, i + 1, code, date));
        for (const [itemId, daysBefore] of v.handoverTicks ?? [])
          setHandoverTick(db, v.orderId, itemId, true, new Date(at.getTime() - daysBefore * DAY_MS));
      }
    }
    for (const [email, list] of Object.entries(RESERVATIONS)) {
      const ownerId = (ownerOf.get(email) as { id: number } | undefined)?.id;
      if (ownerId === undefined) continue;
      for (const r of list) insertReservation.run(r[0], ownerId, ...r.slice(1));
    }
  })();
}
