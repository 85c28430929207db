import type { ConnectedService } from '../../generated/types/api/owner';
import { addDays, isoDayOf } from '../../lib/dates/day-window';
import type { Db } from '../db/open';

/**
 * One connected service of a demo vehicle. Its dates are counted from the seeding, in days (started back, expires
 * forward, or back for one that ended), so the subscriptions look current whenever the database was made: about a
 * month is 30 days, a year 365. No expiresInDays: included for the vehicle's life.
 */
interface SeededService {
  serviceId: ConnectedService['serviceId'];
  status: ConnectedService['status'];
  startedDaysAgo: number;
  expiresInDays?: number;
  switchable: boolean;
  renewable: boolean;
}

const forLife = (serviceId: ConnectedService['serviceId'], startedDaysAgo: number): SeededService => ({
  serviceId,
  status: 'active',
  startedDaysAgo,
  switchable: true,
  renewable: false,
});

/**
 * The connected services of the connected vehicles of demo-owners.ts, each showing something: the F-150 has one of
 * each status (its navigation ended 25 days ago, its hotspot is off and ends within the renewal window of
 * markets/site.json), the Aviator the phone as a key, the Puma a navigation ending within the window, the Focus its
 * remote controls expired, the Kuga (DE) a hotspot switched off, the Mach-E an ended navigation, the Australian
 * Ranger a hotspot the mobile carrier manages (switched and renewed with it, not here). Health alerts are included
 * for the vehicle's life wherever they are offered: they may be switched off, never renewed.
 */
const SERVICES: Record<string, SeededService[]> = {
  // F-150, Dearborn (product/en-us): a two-year plan started 14 months ago, a one-year navigation and hotspot.
  '1FTFW1E87PFA10001': [
    {
      serviceId: 'remoteControls',
      status: 'active',
      startedDaysAgo: 426,
      expiresInDays: 274,
      switchable: true,
      renewable: true,
    },
    {
      serviceId: 'vehicleLocator',
      status: 'active',
      startedDaysAgo: 426,
      expiresInDays: 274,
      switchable: true,
      renewable: true,
    },
    {
      serviceId: 'connectedNavigation',
      status: 'expired',
      startedDaysAgo: 390,
      expiresInDays: -25,
      switchable: true,
      renewable: true,
    },
    {
      serviceId: 'wifiHotspot',
      status: 'off',
      startedDaysAgo: 345,
      expiresInDays: 20,
      switchable: true,
      renewable: true,
    },
    forLife('healthAlerts', 426),
  ],
  // Aviator Grand Touring (product/en-us): a three-year plan, and the phone as a key for the vehicle's life.
  '5LM5J7XC4PGL30003': [
    {
      serviceId: 'remoteControls',
      status: 'active',
      startedDaysAgo: 300,
      expiresInDays: 795,
      switchable: true,
      renewable: true,
    },
    {
      serviceId: 'vehicleLocator',
      status: 'active',
      startedDaysAgo: 300,
      expiresInDays: 795,
      switchable: true,
      renewable: true,
    },
    forLife('healthAlerts', 300),
    forLife('phoneAsKey', 300),
  ],
  // Nautilus, Troy (lincoln/en-us): a two-year plan and a one-year navigation.
  '5LMPJ8K40RGL40004': [
    {
      serviceId: 'remoteControls',
      status: 'active',
      startedDaysAgo: 250,
      expiresInDays: 480,
      switchable: true,
      renewable: true,
    },
    {
      serviceId: 'vehicleLocator',
      status: 'active',
      startedDaysAgo: 250,
      expiresInDays: 480,
      switchable: true,
      renewable: true,
    },
    {
      serviceId: 'connectedNavigation',
      status: 'active',
      startedDaysAgo: 250,
      expiresInDays: 115,
      switchable: true,
      renewable: true,
    },
  ],
  // Puma, London (product/en-gb): the one-year navigation ends in 12 days.
  WF0FXXWPMFPT45678: [
    {
      serviceId: 'remoteControls',
      status: 'active',
      startedDaysAgo: 200,
      expiresInDays: 530,
      switchable: true,
      renewable: true,
    },
    {
      serviceId: 'connectedNavigation',
      status: 'active',
      startedDaysAgo: 353,
      expiresInDays: 12,
      switchable: true,
      renewable: true,
    },
    forLife('healthAlerts', 353),
  ],
  // Focus, Reading (product/en-gb): the two-year remote controls ended last month.
  WF0FXXGBBFPL24680: [
    {
      serviceId: 'remoteControls',
      status: 'expired',
      startedDaysAgo: 765,
      expiresInDays: -35,
      switchable: true,
      renewable: true,
    },
    forLife('healthAlerts', 765),
  ],
  // Kuga plug-in hybrid (product/de-de): the owner switched the hotspot off.
  WF0XXXGCDXPA12345: [
    {
      serviceId: 'remoteControls',
      status: 'active',
      startedDaysAgo: 610,
      expiresInDays: 120,
      switchable: true,
      renewable: true,
    },
    {
      serviceId: 'wifiHotspot',
      status: 'off',
      startedDaysAgo: 90,
      expiresInDays: 275,
      switchable: true,
      renewable: true,
    },
    forLife('healthAlerts', 610),
  ],
  // Mustang Mach-E, Paris (product/fr-fr): the one-year navigation ended two months ago.
  WF0NXXGCHNRC98765: [
    {
      serviceId: 'remoteControls',
      status: 'active',
      startedDaysAgo: 420,
      expiresInDays: 675,
      switchable: true,
      renewable: true,
    },
    {
      serviceId: 'connectedNavigation',
      status: 'expired',
      startedDaysAgo: 420,
      expiresInDays: -55,
      switchable: true,
      renewable: true,
    },
    forLife('healthAlerts', 420),
  ],
  // Ranger diesel, Sydney (product/en-au): the hotspot is the mobile carrier's plan, switched and renewed with it.
  MNAUMFF50RW123456: [
    {
      serviceId: 'remoteControls',
      status: 'active',
      startedDaysAgo: 540,
      expiresInDays: 190,
      switchable: true,
      renewable: true,
    },
    {
      serviceId: 'wifiHotspot',
      status: 'active',
      startedDaysAgo: 180,
      expiresInDays: 185,
      switchable: false,
      renewable: false,
    },
    forLife('healthAlerts', 540),
  ],
  // Kuga, Helsinki (product/fi-fi).
  WF0FXXWPCFPK24680: [
    {
      serviceId: 'remoteControls',
      status: 'active',
      startedDaysAgo: 400,
      expiresInDays: 330,
      switchable: true,
      renewable: true,
    },
    {
      serviceId: 'vehicleLocator',
      status: 'active',
      startedDaysAgo: 400,
      expiresInDays: 330,
      switchable: true,
      renewable: true,
    },
    forLife('healthAlerts', 400),
  ],
  // Ranger diesel, Bangkok (product/th-th): new, with the three years included at delivery.
  MNCUMFF80RW654321: [
    {
      serviceId: 'remoteControls',
      status: 'active',
      startedDaysAgo: 150,
      expiresInDays: 945,
      switchable: true,
      renewable: true,
    },
    forLife('healthAlerts', 150),
  ],
};

/** The connected services of every connected demo vehicle, as of `at` (the seeding time). */
export function seedSubscriptions(db: Db, at: Date): void {
  const today = isoDayOf(at.getTime());
  const insert =
    db.prepare(`INSERT INTO vehicle_services (vin, service_id, status, started_on, expires_on, switchable, renewable)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const [vin, services] of Object.entries(SERVICES)) {
    for (const s of services) {
      insert.run(
        vin,
        s.serviceId,
        s.status,
        addDays(today, -s.startedDaysAgo),
        s.expiresInDays === undefined ? null : addDays(today, s.expiresInDays),
        s.switchable ? 1 : 0,
        s.renewable ? 1 : 0,
      );
    }
  }
}
