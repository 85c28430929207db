import type { DemoDealer } from './demo-owners';
import type { Db } from '../db/open';

type Hours = { day: string; open: string; close: string }[];

const weekdays = (open: string, close: string): Hours =>
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({ day, open, close }));

/** More demo dealers, so the dealer search of a country has a choice (at least 3 in GB and US). */
const MORE_DEALERS: DemoDealer[] = [
  {
    dealerCode: 'GB-20915',
    dealerId: '20915',
    dealerGroup: 'Thames Motor Group',
    name: 'Thames Motors Oxford',
    street: '220 Botley Road',
    town: 'Oxford',
    postalCode: 'OX2 0HP',
    phone: '+44 1865 496 0315',
    delivery: true,
    openingHours: [...weekdays('08:00', '18:00'), { day: 'Saturday', open: '09:00', close: '13:00' }],
    appointments: { nextAppointmentDate: '2026-12-03', AM: true, PM: true, weekend: true },
    filterDeliveryServices: ['PICKUP-DELIVERY'],
    filterDidServices: ['MOBILE-SERVICE'],
    filterRegularServices: ['MOT', 'SERVICING', 'TYRE-CHANGE'],
    rewardPoints: 150,
  },
  {
    dealerCode: 'GB-21044',
    dealerId: '21044',
    dealerGroup: 'Pennine Motors',
    name: 'Pennine Motors Leeds',
    street: '75 Kirkstall Road',
    town: 'Leeds',
    postalCode: 'LS3 1LH',
    phone: '+44 113 496 0444',
    delivery: false,
    openingHours: weekdays('08:30', '17:30'),
    appointments: { nextAppointmentDate: '2026-12-07', AM: true, PM: false, weekend: false },
    filterDeliveryServices: [],
    filterDidServices: [],
    filterRegularServices: ['MOT', 'SERVICING'],
    rewardPoints: 0,
  },
  {
    dealerCode: 'US-30227',
    dealerId: '30227',
    dealerGroup: 'Great Lakes Auto',
    name: 'Great Lakes Motors Ann Arbor',
    street: '3400 Washtenaw Ave',
    town: 'Ann Arbor',
    region: 'MI',
    postalCode: '48104',
    phone: '+1 734 555 0227',
    delivery: true,
    openingHours: [...weekdays('07:30', '18:00'), { day: 'Saturday', open: '08:00', close: '14:00' }],
    appointments: { nextAppointmentDate: '2026-12-02', AM: true, PM: true, weekend: true },
    filterDeliveryServices: ['PICKUP-DELIVERY'],
    filterDidServices: ['MOBILE-SERVICE'],
    filterRegularServices: ['OIL-CHANGE', 'TYRE-CHANGE'],
    rewardPoints: 300,
  },
  {
    dealerCode: 'US-30342',
    dealerId: '30342',
    dealerGroup: 'Lakeside Auto',
    name: 'Lakeside Motors Detroit',
    street: '8800 Woodward Ave',
    town: 'Detroit',
    region: 'MI',
    postalCode: '48202',
    phone: '+1 313 555 0342',
    delivery: false,
    openingHours: weekdays('08:00', '17:00'),
    appointments: { nextAppointmentDate: '2026-12-04', AM: false, PM: true, weekend: false },
    filterDeliveryServices: [],
    filterDidServices: [],
    filterRegularServices: ['OIL-CHANGE', 'BRAKES'],
    rewardPoints: 200,
  },
];

/**
 * Inserts demo dealers, one row each. ignoreExisting: a dealer already stored stays as it is (the extra dealers,
 * added beside those seed.ts has just created); otherwise a second row of one code is an error.
 */
export function insertDealers(db: Db, dealers: readonly DemoDealer[], ignoreExisting = false): void {
  const insert =
    db.prepare(`INSERT ${ignoreExisting ? 'OR IGNORE ' : ''}INTO dealers (dealer_code, dealer_id, dealer_group,
    name, street, town, region, postal_code, phone, delivery, opening_hours, appointments, filter_delivery_services,
    filter_did_services, filter_regular_services, reward_points)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const d of dealers) {
    insert.run(
      d.dealerCode,
      d.dealerId,
      d.dealerGroup,
      d.name,
      d.street,
      d.town,
      d.region ?? null,
      d.postalCode,
      d.phone,
      d.delivery ? 1 : 0,
      JSON.stringify(d.openingHours),
      JSON.stringify(d.appointments),
      JSON.stringify(d.filterDeliveryServices),
      JSON.stringify(d.filterDidServices),
      JSON.stringify(d.filterRegularServices),
      d.rewardPoints,
    );
  }
}

/** Inserts the extra demo dealers (a fresh database: seed.ts has just created the others). */
export function seedDealers(db: Db): void {
  insertDealers(db, MORE_DEALERS, true);
}
