import type { PrognosticsResponse, VehicleStatusResponse } from '../../generated/types/api/owner';
import { addDays, isoDayOf } from '../../lib/dates/day-window';
import type { Db } from '../db/open';

type Tyre = PrognosticsResponse['tyres'][number];
type Brake = PrognosticsResponse['brakes'][number];
type Alert = PrognosticsResponse['alerts'][number];

/**
 * What a connected demo vehicle last reported and its diagnostics. Times are counted back from the seeding (minutes
 * ago) and the next service forward (days), so the data looks current whenever the database was made.
 */
interface VehicleHealth {
  vin: string;
  reportedMinutesAgo: number;
  odometerKm: number;
  energy: VehicleStatusResponse['energy'];
  locked: boolean;
  openings: VehicleStatusResponse['openings'];
  outsideTemperatureC: number;
  averageConsumption: VehicleStatusResponse['averageConsumption'];
  checkedMinutesAgo: number;
  oilLifePercent?: number;
  /** frontLeft, frontRight, rearLeft, rearRight: [pressure, status]; one recommended pressure for the four. */
  tyres: { recommendedKpa: number; pressures: [Tyre['pressureKpa'], Tyre['status']][] };
  battery: PrognosticsResponse['battery'];
  /** front, rear. */
  brakes: [Brake['remainingPercent'], Brake['status']][];
  nextService: { inDays: number; inKm: number };
  alerts: (Omit<Alert, 'raisedAt'> & { minutesAgo: number })[];
}

const POSITIONS: Tyre['position'][] = ['frontLeft', 'frontRight', 'rearLeft', 'rearRight'];
const AXLES: Brake['axle'][] = ['front', 'rear'];

/** In minutes, as the times counted back from the seeding. */
const HOUR = 60;
const DAY = 24 * HOUR;

const ok = (kpa: number): [number, Tyre['status']] => [kpa, 'ok'];

/**
 * The connected vehicles of demo-owners.ts, late November: winter in Michigan, England, Germany, France and Finland,
 * late spring in Sydney, the hot season's end in Bangkok. Each shows something: a low tyre (F-150), an open
 * tailgate while charging (Aviator), worn front brakes (Nautilus), a weak 12-volt battery (Focus), a service due
 * soon (Kuga, DE), an electric vehicle (Mach-E), AdBlue low (Ranger, AU), an engine check (Kuga, FI); the Puma,
 * the Aviator, the Mach-E and the Thai Ranger raise no alert.
 */
const VEHICLES: VehicleHealth[] = [
  {
    vin: '1FTFW1E87PFA10001', // F-150, Dearborn (product/en-us)
    reportedMinutesAgo: 12,
    odometerKm: 48211.6,
    energy: { source: 'fuel', fuelLevelPercent: 62, rangeKm: 512 },
    locked: true,
    openings: [],
    outsideTemperatureC: 4,
    averageConsumption: { litresPer100Km: 11.8 },
    checkedMinutesAgo: 40,
    oilLifePercent: 34,
    tyres: { recommendedKpa: 241, pressures: [ok(240), ok(238), [186, 'low'], ok(239)] },
    battery: { status: 'ok', voltage: 12.6 },
    brakes: [
      [71, 'ok'],
      [80, 'ok'],
    ],
    nextService: { inDays: 75, inKm: 2400 },
    alerts: [{ code: 'tyrePressureLow', severity: 'warning', minutesAgo: 2 * HOUR + 55 }],
  },
  {
    vin: '5LM5J7XC4PGL30003', // Aviator Grand Touring, a plug-in hybrid on the charger (product/en-us)
    reportedMinutesAgo: 3,
    odometerKm: 15230,
    energy: { source: 'hybrid', fuelLevelPercent: 71, chargeLevelPercent: 48, charging: true, rangeKm: 560 },
    locked: false,
    openings: ['tailgate'],
    outsideTemperatureC: 4,
    averageConsumption: { litresPer100Km: 9.4, kWhPer100Km: 24.5 },
    checkedMinutesAgo: 25,
    oilLifePercent: 78,
    tyres: { recommendedKpa: 248, pressures: [ok(248), ok(250), ok(247), ok(249)] },
    battery: { status: 'ok', voltage: 12.7 },
    brakes: [
      [82, 'ok'],
      [88, 'ok'],
    ],
    nextService: { inDays: 190, inKm: 6800 },
    alerts: [],
  },
  {
    vin: '5LMPJ8K40RGL40004', // Nautilus, Troy (lincoln/en-us)
    reportedMinutesAgo: 26,
    odometerKm: 21870,
    energy: { source: 'fuel', fuelLevelPercent: 38, rangeKm: 265 },
    locked: true,
    openings: [],
    outsideTemperatureC: 2,
    averageConsumption: { litresPer100Km: 10.2 },
    checkedMinutesAgo: 55,
    oilLifePercent: 57,
    tyres: { recommendedKpa: 241, pressures: [ok(238), ok(240), ok(241), ok(239)] },
    battery: { status: 'ok', voltage: 12.5 },
    brakes: [
      [25, 'soon'],
      [55, 'ok'],
    ],
    nextService: { inDays: 110, inKm: 4100 },
    alerts: [{ code: 'brakePadsWorn', severity: 'warning', minutesAgo: 50 * HOUR }],
  },
  {
    vin: 'WF0FXXWPMFPT45678', // Puma, London (product/en-gb)
    reportedMinutesAgo: 18,
    odometerKm: 9540,
    energy: { source: 'fuel', fuelLevelPercent: 81, rangeKm: 607 },
    locked: true,
    openings: [],
    outsideTemperatureC: 8,
    averageConsumption: { litresPer100Km: 5.6 },
    checkedMinutesAgo: 70,
    oilLifePercent: 88,
    tyres: { recommendedKpa: 230, pressures: [ok(229), ok(231), ok(230), ok(228)] },
    battery: { status: 'ok', voltage: 12.6 },
    brakes: [
      [90, 'ok'],
      [93, 'ok'],
    ],
    nextService: { inDays: 260, inKm: 11200 },
    alerts: [],
  },
  {
    vin: 'WF0FXXGBBFPL24680', // Focus, Reading (product/en-gb)
    reportedMinutesAgo: 47,
    odometerKm: 31780,
    energy: { source: 'fuel', fuelLevelPercent: 44, rangeKm: 375 },
    locked: true,
    openings: [],
    outsideTemperatureC: 7,
    averageConsumption: { litresPer100Km: 6.1 },
    checkedMinutesAgo: 90,
    oilLifePercent: 61,
    tyres: { recommendedKpa: 220, pressures: [ok(218), ok(221), ok(219), ok(220)] },
    battery: { status: 'weak', voltage: 11.9 },
    brakes: [
      [58, 'ok'],
      [66, 'ok'],
    ],
    nextService: { inDays: 140, inKm: 5300 },
    alerts: [
      { code: 'washerFluidLow', severity: 'info', minutesAgo: 4 * DAY },
      { code: 'batteryWeak', severity: 'warning', minutesAgo: 20 * HOUR },
    ],
  },
  {
    vin: 'WF0XXXGCDXPA12345', // Kuga plug-in hybrid, Germany (product/de-de)
    reportedMinutesAgo: 9,
    odometerKm: 41260,
    energy: { source: 'hybrid', fuelLevelPercent: 55, chargeLevelPercent: 23, charging: false, rangeKm: 410 },
    locked: true,
    openings: [],
    outsideTemperatureC: 4,
    averageConsumption: { litresPer100Km: 4.8, kWhPer100Km: 17.5 },
    checkedMinutesAgo: 35,
    oilLifePercent: 22,
    tyres: { recommendedKpa: 240, pressures: [ok(238), ok(239), ok(240), ok(238)] },
    battery: { status: 'ok', voltage: 12.5 },
    brakes: [
      [45, 'ok'],
      [60, 'ok'],
    ],
    nextService: { inDays: 24, inKm: 600 },
    alerts: [{ code: 'serviceDue', severity: 'info', minutesAgo: 6 * DAY }],
  },
  {
    vin: 'WF0NXXGCHNRC98765', // Mustang Mach-E, Paris (product/fr-fr): electric, no engine oil
    reportedMinutesAgo: 6,
    odometerKm: 12940,
    energy: { source: 'electric', chargeLevelPercent: 64, charging: true, rangeKm: 290 },
    locked: true,
    openings: [],
    outsideTemperatureC: 7,
    averageConsumption: { kWhPer100Km: 19.8 },
    checkedMinutesAgo: 20,
    tyres: { recommendedKpa: 250, pressures: [ok(249), ok(250), ok(251), ok(250)] },
    battery: { status: 'ok', voltage: 12.8 },
    brakes: [
      [94, 'ok'],
      [96, 'ok'],
    ],
    nextService: { inDays: 300, inKm: 18400 },
    alerts: [],
  },
  {
    vin: 'MNAUMFF50RW123456', // Ranger diesel, Sydney (product/en-au)
    reportedMinutesAgo: 31,
    odometerKm: 58900,
    energy: { source: 'fuel', fuelLevelPercent: 57, rangeKm: 543 },
    locked: true,
    openings: [],
    outsideTemperatureC: 24,
    averageConsumption: { litresPer100Km: 8.4 },
    checkedMinutesAgo: 60,
    oilLifePercent: 46,
    tyres: { recommendedKpa: 240, pressures: [ok(241), ok(242), ok(240), ok(239)] },
    battery: { status: 'ok', voltage: 12.6 },
    brakes: [
      [52, 'ok'],
      [61, 'ok'],
    ],
    nextService: { inDays: 160, inKm: 7300 },
    alerts: [{ code: 'adBlueLow', severity: 'warning', minutesAgo: 9 * HOUR }],
  },
  {
    vin: 'WF0FXXWPCFPK24680', // Kuga, Helsinki (product/fi-fi)
    reportedMinutesAgo: 14,
    odometerKm: 47350,
    energy: { source: 'fuel', fuelLevelPercent: 29, rangeKm: 206 },
    locked: true,
    openings: [],
    outsideTemperatureC: -3,
    averageConsumption: { litresPer100Km: 7.6 },
    checkedMinutesAgo: 40,
    oilLifePercent: 41,
    tyres: { recommendedKpa: 230, pressures: [ok(226), ok(227), ok(225), ok(226)] },
    battery: { status: 'ok', voltage: 12.4 },
    brakes: [
      [63, 'ok'],
      [70, 'ok'],
    ],
    nextService: { inDays: 95, inKm: 3900 },
    alerts: [{ code: 'engineCheck', severity: 'critical', minutesAgo: 2 * HOUR }],
  },
  {
    vin: 'MNCUMFF80RW654321', // Ranger diesel, Bangkok (product/th-th)
    reportedMinutesAgo: 22,
    odometerKm: 6420,
    energy: { source: 'fuel', fuelLevelPercent: 73, rangeKm: 721 },
    locked: true,
    openings: [],
    outsideTemperatureC: 33,
    averageConsumption: { litresPer100Km: 8.1 },
    checkedMinutesAgo: 45,
    oilLifePercent: 91,
    tyres: { recommendedKpa: 240, pressures: [ok(245), ok(246), ok(244), ok(245)] },
    battery: { status: 'ok', voltage: 12.7 },
    brakes: [
      [95, 'ok'],
      [97, 'ok'],
    ],
    nextService: { inDays: 280, inKm: 8600 },
    alerts: [],
  },
];

const MINUTE_MS = 60_000;
const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);

/** The last report and diagnostics of every connected demo vehicle, as of `at` (the seeding time). */
export function seedVehicleHealth(db: Db, at: Date): void {
  const ms = at.getTime();
  const iso = (msAgo: number) => new Date(ms - msAgo).toISOString();
  const report =
    db.prepare(`INSERT INTO vehicle_reports (vin, reported_at, odometer_km, energy_source, fuel_level_percent,
    charge_level_percent, charging, range_km, locked, openings, outside_temperature_c, litres_per_100km, kwh_per_100km)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const diagnostics =
    db.prepare(`INSERT INTO vehicle_diagnostics (vin, checked_at, oil_life_percent, battery_status, battery_voltage,
    next_service_due_on, next_service_due_in_km) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const tyre = db.prepare(
    'INSERT INTO vehicle_tyres (vin, position, pressure_kpa, recommended_kpa, status) VALUES (?, ?, ?, ?, ?)',
  );
  const brake = db.prepare('INSERT INTO vehicle_brakes (vin, axle, remaining_percent, status) VALUES (?, ?, ?, ?)');
  const alert = db.prepare('INSERT INTO vehicle_alerts (vin, code, severity, raised_at) VALUES (?, ?, ?, ?)');
  for (const v of VEHICLES) {
    const { energy, averageConsumption: used } = v;
    report.run(
      v.vin,
      iso(v.reportedMinutesAgo * MINUTE_MS),
      v.odometerKm,
      energy.source,
      energy.fuelLevelPercent ?? null,
      energy.chargeLevelPercent ?? null,
      flag(energy.charging),
      energy.rangeKm,
      flag(v.locked),
      JSON.stringify(v.openings),
      v.outsideTemperatureC,
      used.litresPer100Km ?? null,
      used.kWhPer100Km ?? null,
    );
    diagnostics.run(
      v.vin,
      iso(v.checkedMinutesAgo * MINUTE_MS),
      v.oilLifePercent ?? null,
      v.battery.status,
      v.battery.voltage ?? null,
      addDays(isoDayOf(ms), v.nextService.inDays),
      v.nextService.inKm,
    );
    v.tyres.pressures.forEach(([pressure, status], i) =>
      tyre.run(v.vin, POSITIONS[i], pressure, v.tyres.recommendedKpa, status),
    );
    v.brakes.forEach(([remaining, status], i) => brake.run(v.vin, AXLES[i], remaining, status));
    for (const a of v.alerts) alert.run(v.vin, a.code, a.severity, iso(a.minutesAgo * MINUTE_MS));
  }
}
