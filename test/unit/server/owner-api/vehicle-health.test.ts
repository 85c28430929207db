import Database from 'better-sqlite3';
import { markets } from '../../../../src/generated/markets/local';
import { demoOwnerRecords } from '../../../../src/server/seed/demo-owners';
import { ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, US } from '../../../support/server';

// Every exchange is held to the OpenAPI document (test/support/contract.ts): each answer below, 2xx or 4xx, matches
// vehicleStatusResponse, prognosticsResponse or errorResponse, with no field outside them.
const {
  app,
  dbFile,
  owners: { us, fr, de, au, fi, th, lincoln, gb },
} = ownerApiUnderTest(
  {
    us: 'michael.johnson@example.com',
    fr: 'lucas.martin@example.com',
    de: 'anna.schneider@example.com',
    au: 'jack.taylor@example.com',
    fi: 'aino.virtanen@example.com',
    th: 'somchai.jaidee@example.com',
    lincoln: 'olivia.brown@example.com',
    gb: 'james.wilson@example.com',
  },
  { accessTokenTtlSeconds: 600 },
);
// The service's test clock starts at 2026-11-23T10:00:00Z and the demo data is seeded at that time.
const F150 = '1FTFW1E87PFA10001';
const AVIATOR = '5LM5J7XC4PGL30003';
const ESCAPE = '1FMCU9J97PUA20002'; // Michael's, not connected
const MACH_E = 'WF0NXXGCHNRC98765';
const FR = markets.find((m) => m.id === 'product/fr-fr')!;

let db: Database.Database; // a second connection to the service's file: what is stored, and set-ups HTTP cannot make
beforeAll(() => {
  db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
});
afterAll(() => db.close());

const call = (
  what: 'status' | 'prognostics',
  vin: string | undefined,
  token = () => us.access_token,
  consumerKey = US.consumerKey,
) =>
  app.inject({
    url: `/fs/api/v1/vehicles/${what}`,
    headers: { ...apiHeaders(token(), consumerKey), ...(vin ? { vin } : {}) },
  });

describe('vehicle status', () => {
  it('answers what the F-150 last reported: fuel, locked, nothing open (en-us)', async () => {
    const res = await call('status', F150);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vin: F150,
      reportedAt: '2026-11-23T09:48:00.000Z', // 12 minutes before the seeding
      odometerKm: 48211.6,
      energy: { source: 'fuel', fuelLevelPercent: 62, rangeKm: 512 },
      locked: true,
      openings: [],
      outsideTemperatureC: 4,
      averageConsumption: { litresPer100Km: 11.8 },
    });
  });

  it('answers a charging plug-in hybrid with both levels, unlocked with its tailgate open', async () => {
    const body = (await call('status', AVIATOR)).json();
    expect(body.energy).toEqual({
      source: 'hybrid',
      fuelLevelPercent: 71,
      chargeLevelPercent: 48,
      charging: true,
      rangeKm: 560,
    });
    expect([body.locked, body.openings]).toEqual([false, ['tailgate']]);
    expect(Object.keys(body.averageConsumption).sort()).toEqual(['kWhPer100Km', 'litresPer100Km']);
  });

  it('answers an electric vehicle without a fuel level or litres: absent, not null (fr-fr)', async () => {
    const res = await call('status', MACH_E, () => fr.access_token, FR.consumerKey);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vin: MACH_E,
      reportedAt: '2026-11-23T09:54:00.000Z',
      odometerKm: 12940,
      energy: { source: 'electric', chargeLevelPercent: 64, charging: true, rangeKm: 290 },
      locked: true,
      openings: [],
      outsideTemperatureC: 7,
      averageConsumption: { kWhPer100Km: 19.8 },
    });
    expect(res.body).not.toContain('null');
  });
});

describe('prognostics', () => {
  it("answers the F-150's health: oil, a low rear-left tyre, brakes, the next service and its alert (en-us)", async () => {
    const res = await call('prognostics', F150);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vin: F150,
      checkedAt: '2026-11-23T09:20:00.000Z', // 40 minutes before the seeding
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
      nextService: { dueOn: '2027-02-06', dueInKm: 2400 }, // 75 days after the seeding
      alerts: [{ code: 'tyrePressureLow', severity: 'warning', raisedAt: '2026-11-23T07:05:00.000Z' }],
    });
  });

  it('answers an electric vehicle without oil life, and a vehicle without alerts with an empty list (fr-fr)', async () => {
    const res = await call('prognostics', MACH_E, () => fr.access_token, FR.consumerKey);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect('oilLifePercent' in body).toBe(false);
    expect(body).toMatchObject({
      vin: MACH_E,
      checkedAt: '2026-11-23T09:40:00.000Z',
      battery: { status: 'ok', voltage: 12.8 },
      nextService: { dueOn: '2027-09-19', dueInKm: 18400 },
      alerts: [],
    });
    expect(body.tyres.map((t: { status: string }) => t.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  it("answers each market's demo vehicle as seeded", async () => {
    const cases = [
      // [owner, vin, energy source, outside °C, alerts (code/severity), front brakes]
      [de, 'WF0XXXGCDXPA12345', 'hybrid', 4, ['serviceDue/info'], 'ok'],
      [au, 'MNAUMFF50RW123456', 'fuel', 24, ['adBlueLow/warning'], 'ok'],
      [fi, 'WF0FXXWPCFPK24680', 'fuel', -3, ['engineCheck/critical'], 'ok'],
      [th, 'MNCUMFF80RW654321', 'fuel', 33, [], 'ok'],
      [lincoln, '5LMPJ8K40RGL40004', 'fuel', 2, ['brakePadsWorn/warning'], 'soon'],
      [gb, 'WF0FXXWPMFPT45678', 'fuel', 8, [], 'ok'],
    ] as const;
    for (const [owner, vin, source, temperature, alerts, frontBrakes] of cases) {
      const status = (await call('status', vin, () => owner.access_token)).json();
      const health = (await call('prognostics', vin, () => owner.access_token)).json();
      expect([vin, status.energy.source, status.outsideTemperatureC]).toEqual([vin, source, temperature]);
      expect([vin, health.alerts.map((a: { code: string; severity: string }) => `${a.code}/${a.severity}`)]).toEqual([
        vin,
        alerts,
      ]);
      expect([vin, health.brakes[0]]).toEqual([vin, expect.objectContaining({ axle: 'front', status: frontBrakes })]);
    }
    const kuga = (await call('prognostics', 'WF0XXXGCDXPA12345', () => de.access_token)).json();
    expect(kuga.nextService).toEqual({ dueOn: '2026-12-17', dueInKm: 600 });
    const nautilus = (await call('prognostics', '5LMPJ8K40RGL40004', () => lincoln.access_token)).json();
    expect(nautilus.brakes[0]).toEqual({ axle: 'front', remainingPercent: 25, status: 'soon' });
  });

  it("seeds Emily's Focus (two-step sign-in) with a weak battery, a warning and an information", () => {
    const vin = 'WF0FXXGBBFPL24680';
    expect(
      db.prepare('SELECT battery_status, battery_voltage FROM vehicle_diagnostics WHERE vin = ?').get(vin),
    ).toEqual({ battery_status: 'weak', battery_voltage: 11.9 });
    expect(db.prepare('SELECT code, severity FROM vehicle_alerts WHERE vin = ? ORDER BY code').all(vin)).toEqual([
      { code: 'batteryWeak', severity: 'warning' },
      { code: 'washerFluidLow', severity: 'info' },
    ]);
  });

  it('sorts alerts critical, warning, info, then newest first', async () => {
    const raise = db.prepare('INSERT INTO vehicle_alerts (vin, code, severity, raised_at) VALUES (?, ?, ?, ?)');
    raise.run(AVIATOR, 'washerFluidLow', 'info', '2026-11-23T09:00:00.000Z');
    raise.run(AVIATOR, 'oilChangeDue', 'warning', '2026-11-20T09:00:00.000Z');
    raise.run(AVIATOR, 'engineCheck', 'critical', '2026-11-01T09:00:00.000Z');
    raise.run(AVIATOR, 'tyrePressureLow', 'warning', '2026-11-22T09:00:00.000Z');
    const { alerts } = (await call('prognostics', AVIATOR)).json();
    expect(alerts.map((a: { code: string }) => a.code)).toEqual([
      'engineCheck',
      'tyrePressureLow',
      'oilChangeDue',
      'washerFluidLow',
    ]);
  });
});

describe('the demo data', () => {
  it('has a report and diagnostics for every connected demo vehicle, and none for the others', () => {
    const vehicles = demoOwnerRecords.flatMap((o) => o.vehicles);
    const reported = db.prepare('SELECT vin FROM vehicle_reports ORDER BY vin').pluck().all();
    const checked = db.prepare('SELECT vin FROM vehicle_diagnostics ORDER BY vin').pluck().all();
    const connected = vehicles.filter((v) => v.isConnected).map((v) => v.vin);
    expect(reported).toEqual([...connected].sort());
    expect(checked).toEqual([...connected].sort());
    const counts = db
      .prepare(
        `SELECT d.vin, (SELECT COUNT(*) FROM vehicle_tyres t WHERE t.vin = d.vin) AS tyres,
          (SELECT COUNT(*) FROM vehicle_brakes b WHERE b.vin = d.vin) AS brakes FROM vehicle_diagnostics d`,
      )
      .all() as { tyres: number; brakes: number }[];
    for (const c of counts) expect(c).toMatchObject({ tyres: 4, brakes: 2 });
  });
});

describe('refusals', () => {
  it.each(['status', 'prognostics'] as const)('%s: 400 without a vin header', async (what) => {
    const res = await call(what, undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/vin/);
  });

  it.each(['status', 'prognostics'] as const)("%s: 404 for a vehicle of another owner's garage", async (what) => {
    const res = await call(what, MACH_E); // Lucas's, not Michael's
    expect([res.statusCode, res.json().message]).toEqual([404, 'vehicle not in the garage']);
  });

  it.each(['status', 'prognostics'] as const)('%s: 409 for a vehicle that is not connected', async (what) => {
    const res = await call(what, ESCAPE);
    expect([res.statusCode, res.json().message]).toEqual([409, 'vehicle not connected']);
  });

  it('404 for a connected vehicle that has not reported yet; once it has, tyres and brakes come in order', async () => {
    const vin = '1FTFW1E80RFA99990';
    const michael = db.prepare('SELECT id FROM owners WHERE email = ?').pluck().get('michael.johnson@example.com');
    db.prepare(
      "INSERT INTO vehicles (vin, make, model_year, model_name, is_connected) VALUES (?, 'F', '2024', 'F-150', 1)",
    ).run(vin);
    db.prepare('INSERT INTO owner_vehicles (owner_id, vin, nick_name, added_at) VALUES (?, ?, NULL, ?)').run(
      michael,
      vin,
      '2026-11-23T10:00:00.000Z',
    );
    for (const what of ['status', 'prognostics'] as const) {
      const res = await call(what, vin);
      expect([res.statusCode, res.json().message]).toEqual([404, 'no report from this vehicle yet']);
    }
    // Stored in another order than the answer's.
    db.prepare(
      "INSERT INTO vehicle_diagnostics (vin, checked_at, battery_status, next_service_due_on, next_service_due_in_km) VALUES (?, '2026-11-23T09:59:00.000Z', 'replace', '2026-11-30', -150)",
    ).run(vin);
    const tyre = db.prepare(
      "INSERT INTO vehicle_tyres (vin, position, pressure_kpa, recommended_kpa, status) VALUES (?, ?, ?, 241, 'ok')",
    );
    for (const position of ['rearRight', 'frontRight', 'rearLeft', 'frontLeft']) tyre.run(vin, position, 240);
    db.prepare("INSERT INTO vehicle_brakes (vin, axle, remaining_percent, status) VALUES (?, 'rear', 80, 'ok')").run(
      vin,
    );
    db.prepare(
      "INSERT INTO vehicle_brakes (vin, axle, remaining_percent, status) VALUES (?, 'front', 8, 'replace')",
    ).run(vin);
    const res = await call('prognostics', vin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tyres.map((t: { position: string }) => t.position)).toEqual([
      'frontLeft',
      'frontRight',
      'rearLeft',
      'rearRight',
    ]);
    expect(body.brakes.map((b: { axle: string }) => b.axle)).toEqual(['front', 'rear']);
    // No oil life and no voltage stored: absent, not null. An overdue service has a negative distance.
    expect(body).toMatchObject({ battery: { status: 'replace' }, nextService: { dueInKm: -150 }, alerts: [] });
    expect(res.body).not.toContain('null');
    expect((await call('status', vin)).statusCode).toBe(404); // diagnostics read, but no report yet
  });
});

describe('a vehicle leaving the garage', () => {
  it("keeps its report (the vehicle's, not the owner's): the owner no longer sees it, and sees it again on adding it back", async () => {
    const remove = await app.inject({
      method: 'DELETE',
      url: '/fs/api/v3/vehicles',
      headers: { ...apiHeaders(us.access_token, US.consumerKey), vin: F150 },
    });
    expect(remove.statusCode).toBe(204);
    expect((await call('status', F150)).statusCode).toBe(404);
    expect(db.prepare('SELECT COUNT(*) FROM vehicle_reports WHERE vin = ?').pluck().get(F150)).toBe(1);
    const add = await app.inject({
      method: 'POST',
      url: '/fs/api/v3/vehicles?locale=en-us',
      headers: { ...apiHeaders(us.access_token, US.consumerKey), vin: F150 },
    });
    expect(add.statusCode).toBe(200);
    expect((await call('status', F150)).json()).toMatchObject({ vin: F150, odometerKm: 48211.6 });
  });
});
