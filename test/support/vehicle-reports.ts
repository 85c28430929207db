import type { PrognosticsResponse, Vehicle, VehicleStatusResponse } from '../../src/generated/types/api/owner';

/** What a connected F-150 reports, as the reference service seeds it: figures in metric units. */
export const F150 = '1FTFW1E87PFA10001';

/** The US demo owner's F-150 in the garage, by its nickname. */
export const workTruck: Vehicle = {
  vin: F150,
  make: 'F',
  modelYear: '2023',
  modelName: 'F-150',
  nickName: 'Work truck',
};

export const f150Status: VehicleStatusResponse = {
  vin: F150,
  reportedAt: '2026-11-28T09:48:00Z',
  odometerKm: 48211.6,
  energy: { source: 'fuel', fuelLevelPercent: 62, rangeKm: 512 },
  locked: true,
  openings: [],
  outsideTemperatureC: 4,
  averageConsumption: { litresPer100Km: 11.8 },
};

export const f150Prognostics: PrognosticsResponse = {
  vin: F150,
  checkedAt: '2026-11-28T09:20:00Z',
  oilLifePercent: 34,
  tyres: [
    { position: 'frontLeft', pressureKpa: 240, recommendedKpa: 241, status: 'ok' },
    { position: 'frontRight', pressureKpa: 238, recommendedKpa: 241, status: 'ok' },
    { position: 'rearLeft', pressureKpa: 186, recommendedKpa: 241, status: 'low' },
    { position: 'rearRight', pressureKpa: 239, recommendedKpa: 241, status: 'ok' },
  ],
  battery: { status: 'ok', voltage: 12.6 },
  brakes: [
    { axle: 'front', remainingPercent: 71, status: 'ok' },
    { axle: 'rear', remainingPercent: 80, status: 'ok' },
  ],
  nextService: { dueOn: '2027-02-11', dueInKm: 2400 },
  alerts: [{ code: 'tyrePressureLow', severity: 'warning', raisedAt: '2026-11-28T07:05:00Z' }],
};
