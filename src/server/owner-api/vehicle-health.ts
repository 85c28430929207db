import { fail, ok, type HandlerMap, type Outcome } from './handler';
import type { PrognosticsResponse, VehicleStatusResponse } from '../../generated/types/api/owner';
import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';

const sql = preparedOnce((db) => ({
  connected: db
    .prepare(
      'SELECT v.is_connected FROM owner_vehicles ov JOIN vehicles v ON v.vin = ov.vin WHERE ov.owner_id = ? AND ov.vin = ?',
    )
    .pluck(),
  report: db.prepare(`SELECT reported_at AS reportedAt, odometer_km AS odometerKm, energy_source AS source,
      fuel_level_percent AS fuelLevelPercent, charge_level_percent AS chargeLevelPercent, charging, range_km AS rangeKm,
      locked, openings, outside_temperature_c AS outsideTemperatureC, litres_per_100km AS litresPer100Km,
      kwh_per_100km AS kWhPer100Km
    FROM vehicle_reports WHERE vin = ?`),
  diagnostics: db.prepare(`SELECT checked_at AS checkedAt, oil_life_percent AS oilLifePercent,
      battery_status AS batteryStatus, battery_voltage AS batteryVoltage, next_service_due_on AS dueOn,
      next_service_due_in_km AS dueInKm
    FROM vehicle_diagnostics WHERE vin = ?`),
  tyres: db.prepare(`SELECT position, pressure_kpa AS pressureKpa, recommended_kpa AS recommendedKpa, status
    FROM vehicle_tyres WHERE vin = ?
    ORDER BY CASE position WHEN 'frontLeft' THEN 1 WHEN 'frontRight' THEN 2 WHEN 'rearLeft' THEN 3 ELSE 4 END`),
  brakes: db.prepare(`SELECT axle, remaining_percent AS remainingPercent, status FROM vehicle_brakes WHERE vin = ?
    ORDER BY CASE axle WHEN 'front' THEN 1 ELSE 2 END`),
  alerts: db.prepare(`SELECT code, severity, raised_at AS raisedAt FROM vehicle_alerts WHERE vin = ?
    ORDER BY CASE severity WHEN 'critical' THEN 1 WHEN 'warning' THEN 2 ELSE 3 END, raised_at DESC, code`),
}));

type Energy = VehicleStatusResponse['energy'];
interface ReportRow {
  reportedAt: string;
  odometerKm: number;
  source: Energy['source'];
  fuelLevelPercent: number | null;
  chargeLevelPercent: number | null;
  charging: number | null;
  rangeKm: number;
  locked: number;
  openings: string;
  outsideTemperatureC: number;
  litresPer100Km: number | null;
  kWhPer100Km: number | null;
}

interface DiagnosticsRow {
  checkedAt: string;
  oilLifePercent: number | null;
  batteryStatus: PrognosticsResponse['battery']['status'];
  batteryVoltage: number | null;
  dueOn: string;
  dueInKm: number;
}

/** Only the fields that have a value: the contract has absent, never null. */
const present = <T extends object>(fields: { [K in keyof T]: T[K] | null }): T =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null)) as T;

function statusOf(vin: string, r: ReportRow): VehicleStatusResponse {
  return {
    vin,
    reportedAt: r.reportedAt,
    odometerKm: r.odometerKm,
    energy: {
      source: r.source,
      ...present<Omit<Energy, 'source' | 'rangeKm'>>({
        fuelLevelPercent: r.fuelLevelPercent,
        chargeLevelPercent: r.chargeLevelPercent,
        charging: r.charging === null ? null : r.charging === 1,
      }),
      rangeKm: r.rangeKm,
    },
    locked: r.locked === 1,
    openings: JSON.parse(r.openings) as VehicleStatusResponse['openings'],
    outsideTemperatureC: r.outsideTemperatureC,
    averageConsumption: present<VehicleStatusResponse['averageConsumption']>({
      litresPer100Km: r.litresPer100Km,
      kWhPer100Km: r.kWhPer100Km,
    }),
  };
}

/**
 * The vin header's vehicle when it is in the owner's garage and connected, or the refusal: 400 without a vin, 404
 * for a vehicle of no garage of the owner's, 409 for one that is not connected (it reports nothing).
 */
export function connectedVin<R>(
  db: Db,
  ownerId: number,
  vin: string | undefined,
): { ok: true; vin: string } | { ok: false; refusal: Outcome<R> } {
  if (!vin) return { ok: false, refusal: fail(400, 'missing vin header') };
  const connected = sql(db).connected.get(ownerId, vin) as number | undefined;
  if (connected === undefined) return { ok: false, refusal: fail(404, 'vehicle not in the garage') };
  if (connected !== 1) return { ok: false, refusal: fail(409, 'vehicle not connected') };
  return { ok: true, vin };
}

/**
 * What a connected vehicle of the owner's garage last reported, and its diagnostics. The reference service keeps
 * the vehicles' last reports itself (seeded), where a deployment asks the connected-vehicle service; the rows are
 * the vehicle's, not the owner's: whoever has the vin in their garage sees them. A connected vehicle that has not
 * reported yet is a 404 of its own.
 */
export const vehicleHealthHandlers: Pick<HandlerMap, 'vehicleStatus' | 'prognostics'> = {
  vehicleStatus: ({ db, owner, header }) => {
    const found = connectedVin<VehicleStatusResponse>(db, owner.id, header('vin'));
    if (!found.ok) return found.refusal;
    const row = sql(db).report.get(found.vin) as ReportRow | undefined;
    return row ? ok(statusOf(found.vin, row)) : fail(404, 'no report from this vehicle yet');
  },
  /** Tyres front left to rear right, brakes front then rear, alerts most severe then newest first. */
  prognostics: ({ db, owner, header }) => {
    const found = connectedVin<PrognosticsResponse>(db, owner.id, header('vin'));
    if (!found.ok) return found.refusal;
    const { vin } = found;
    const d = sql(db).diagnostics.get(vin) as DiagnosticsRow | undefined;
    if (!d) return fail(404, 'no report from this vehicle yet');
    return ok({
      vin,
      checkedAt: d.checkedAt,
      ...(d.oilLifePercent === null ? {} : { oilLifePercent: d.oilLifePercent }),
      tyres: sql(db).tyres.all(vin) as PrognosticsResponse['tyres'],
      battery: { status: d.batteryStatus, ...(d.batteryVoltage === null ? {} : { voltage: d.batteryVoltage }) },
      brakes: sql(db).brakes.all(vin) as PrognosticsResponse['brakes'],
      nextService: { dueOn: d.dueOn, dueInKm: d.dueInKm },
      alerts: sql(db).alerts.all(vin) as PrognosticsResponse['alerts'],
    });
  },
};
