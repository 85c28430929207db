import type { DemoVehicle } from './demo-owners';
import type { Db } from '../db/open';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A vehicle a demo owner removed from their garage, `removedDaysAgo` days before the seeding (not connected). */
interface RemovedDemoVehicle extends Omit<DemoVehicle, 'isConnected'> {
  removedDaysAgo: number;
}

/**
 * The vehicles demo owners removed from their garage (by email: the demo owners' key), counted back from the seeding
 * so the recently removed list looks current whenever the database was made. Michael (product/en-us) removed his
 * Fusion six days ago (restorable, its nickname kept) and a Focus 45 days ago, past the restore period of
 * markets/site.json (garage.restoreWithinDays): not listed. Anna (product/de-de) removed her previous car, a 2019
 * Focus, three days ago. Every model needs a picture (markets/brands.json vehiclePictures).
 */
const REMOVED: Record<string, RemovedDemoVehicle[]> = {
  'michael.johnson@example.com': [
    {
      vin: '3FA6P0H74JR100006',
      make: 'F',
      modelYear: '2018',
      modelName: 'Fusion',
      nickName: 'Old sedan',
      removedDaysAgo: 6,
    },
    { vin: '1FADP3K2XGL100007', make: 'F', modelYear: '2016', modelName: 'Focus', nickName: null, removedDaysAgo: 45 },
  ],
  'anna.schneider@example.com': [
    { vin: 'WF0DXXGAKDKM13579', make: 'F', modelYear: '2019', modelName: 'Focus', nickName: null, removedDaysAgo: 3 },
  ],
};

/** The removed vehicles of the demo owners present (a fresh database: seed.ts has just created them), as of `at`. */
export function seedRemovedVehicles(db: Db, at: Date): void {
  const owner = db.prepare('SELECT id FROM owners WHERE email = ?').pluck();
  const vehicle = db.prepare(
    'INSERT INTO vehicles (vin, make, model_year, model_name, is_connected) VALUES (?, ?, ?, ?, 0)',
  );
  const removed = db.prepare('INSERT INTO removed_vehicles (owner_id, vin, nick_name, removed_at) VALUES (?, ?, ?, ?)');
  for (const [email, vehicles] of Object.entries(REMOVED)) {
    const id = owner.get(email) as number | undefined;
    if (id === undefined) continue;
    for (const v of vehicles) {
      vehicle.run(v.vin, v.make, v.modelYear, v.modelName);
      removed.run(id, v.vin, v.nickName, new Date(at.getTime() - v.removedDaysAgo * DAY_MS).toISOString());
    }
  }
}
