import Database from 'better-sqlite3';
import { markets } from '../../../../src/generated/markets/local';
import { site } from '../../../../src/generated/site';
import { addDays, isoDayOf } from '../../../../src/lib/dates/day-window';
import { demoOwnerRecords } from '../../../../src/server/seed/demo-owners';
import { json, ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, US } from '../../../support/server';

// Every exchange is held to the OpenAPI document (test/support/contract.ts): each answer below, 2xx or 4xx, matches
// subscriptionsResponse, connectedService or errorResponse, with no field outside them.
const {
  app,
  clock,
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
const MACH_E = 'WF0NXXGCHNRC98765'; // Lucas's
const RANGER_AU = 'MNAUMFF50RW123456'; // Jack's: the hotspot is the mobile carrier's
const FR = markets.find((m) => m.id === 'product/fr-fr')!;
const AU = markets.find((m) => m.id === 'product/en-au')!;

/** A day counted from the service's today (its test clock). */
const day = (offset: number) => addDays(isoDayOf(clock.now().getTime()), offset);

let db: Database.Database; // a second connection to the service's file: what is stored, and set-ups HTTP cannot make
beforeAll(() => {
  db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
});
afterAll(() => db.close());

const list = (vin: string | undefined, token = () => us.access_token, consumerKey = US.consumerKey) =>
  app.inject({
    url: '/fs/api/v1/vehicles/subscriptions',
    headers: { ...apiHeaders(token(), consumerKey), ...(vin ? { vin } : {}) },
  });

const switchService = (
  serviceId: string,
  vin: string | undefined,
  body: unknown,
  token = () => us.access_token,
  consumerKey = US.consumerKey,
) =>
  app.inject({
    method: 'PUT',
    url: `/fs/api/v1/vehicles/subscriptions/${serviceId}`,
    headers: json({ ...apiHeaders(token(), consumerKey), ...(vin ? { vin } : {}) }),
    payload: JSON.stringify(body),
  });

/** What is stored of one service, whatever the answers say. */
const stored = (vin: string, serviceId: string) =>
  db
    .prepare('SELECT status, expires_on AS expiresOn FROM vehicle_services WHERE vin = ? AND service_id = ?')
    .get(vin, serviceId);
const statusOf = (vin: string, serviceId: string) => (stored(vin, serviceId) as { status: string }).status;

interface Service {
  serviceId: string;
  status: string;
  expiresOn?: string;
  switchable: boolean;
  renewable: boolean;
}
const brief = (services: Service[]) => services.map((s) => `${s.serviceId}/${s.status}${s.switchable ? '' : '/fixed'}`);

describe('the connected services of a vehicle', () => {
  it("answers the F-150's in the contract's order, one of each status, the life-long one without an end (en-us)", async () => {
    const res = await list(F150);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vin: F150,
      services: [
        {
          serviceId: 'remoteControls',
          status: 'active',
          startedOn: day(-426),
          expiresOn: day(274),
          switchable: true,
          renewable: true,
        },
        {
          serviceId: 'vehicleLocator',
          status: 'active',
          startedOn: day(-426),
          expiresOn: day(274),
          switchable: true,
          renewable: true,
        },
        {
          serviceId: 'connectedNavigation',
          status: 'expired',
          startedOn: day(-390),
          expiresOn: day(-25),
          switchable: true,
          renewable: true,
        },
        {
          serviceId: 'wifiHotspot',
          status: 'off',
          startedOn: day(-345),
          expiresOn: day(20),
          switchable: true,
          renewable: true,
        },
        { serviceId: 'healthAlerts', status: 'active', startedOn: day(-426), switchable: true, renewable: false },
      ],
    });
    expect(res.body).not.toContain('null');
    expect(day(-426)).toBe('2025-09-23'); // about 14 months before the seeding
  });

  it('offers the renewal of the F-150 hotspot and of the Puma navigation: both end within the window', async () => {
    const within = day(site.connectedServices.renewWithinDays);
    const hotspot = (await list(F150)).json().services.find((s: Service) => s.serviceId === 'wifiHotspot');
    const puma = (await list('WF0FXXWPMFPT45678', () => gb.access_token)).json();
    const navigation = puma.services.find((s: Service) => s.serviceId === 'connectedNavigation');
    for (const s of [hotspot, navigation]) {
      expect(s).toMatchObject({ renewable: true });
      expect(s.expiresOn > day(0) && s.expiresOn <= within).toBe(true);
    }
    expect(navigation).toMatchObject({ status: 'active', expiresOn: day(12) });
  });

  it("answers each market's demo vehicle as seeded", async () => {
    const cases = [
      [us, AVIATOR, ['remoteControls/active', 'vehicleLocator/active', 'healthAlerts/active', 'phoneAsKey/active']],
      [lincoln, '5LMPJ8K40RGL40004', ['remoteControls/active', 'vehicleLocator/active', 'connectedNavigation/active']],
      [gb, 'WF0FXXWPMFPT45678', ['remoteControls/active', 'connectedNavigation/active', 'healthAlerts/active']],
      [de, 'WF0XXXGCDXPA12345', ['remoteControls/active', 'wifiHotspot/off', 'healthAlerts/active']],
      [fr, MACH_E, ['remoteControls/active', 'connectedNavigation/expired', 'healthAlerts/active']],
      [au, RANGER_AU, ['remoteControls/active', 'wifiHotspot/active/fixed', 'healthAlerts/active']],
      [fi, 'WF0FXXWPCFPK24680', ['remoteControls/active', 'vehicleLocator/active', 'healthAlerts/active']],
      [th, 'MNCUMFF80RW654321', ['remoteControls/active', 'healthAlerts/active']],
    ] as const;
    for (const [owner, vin, services] of cases) {
      const res = await list(vin, () => owner.access_token);
      expect([vin, res.statusCode, brief(res.json().services)]).toEqual([vin, 200, services]);
    }
    const aviator = (await list(AVIATOR)).json().services as Service[];
    expect(aviator.find((s) => s.serviceId === 'phoneAsKey')).toEqual({
      serviceId: 'phoneAsKey',
      status: 'active',
      startedOn: day(-300),
      switchable: true,
      renewable: false,
    });
  });

  it("seeds Emily's Focus (two-step sign-in) with its remote controls expired and health alerts for life", () => {
    const vin = 'WF0FXXGBBFPL24680';
    expect(
      db
        .prepare('SELECT service_id, status, expires_on FROM vehicle_services WHERE vin = ? ORDER BY service_id')
        .all(vin),
    ).toEqual([
      { service_id: 'healthAlerts', status: 'active', expires_on: null },
      { service_id: 'remoteControls', status: 'expired', expires_on: day(-35) },
    ]);
  });

  it('answers an empty list for a connected vehicle that has no services yet', async () => {
    const vin = '1FTFW1E80RFA99991';
    const michael = db.prepare('SELECT id FROM owners WHERE email = ?').pluck().get('michael.johnson@example.com');
    db.prepare(
      "INSERT INTO vehicles (vin, make, model_year, model_name, is_connected) VALUES (?, 'F', '2024', 'F-150', 1)",
    ).run(vin);
    db.prepare('INSERT INTO owner_vehicles (owner_id, vin, nick_name, added_at) VALUES (?, ?, NULL, ?)').run(
      michael,
      vin,
      '2026-11-23T10:00:00.000Z',
    );
    const res = await list(vin);
    expect([res.statusCode, res.json()]).toEqual([200, { vin, services: [] }]);
    const put = await switchService('remoteControls', vin, { enabled: true });
    expect([put.statusCode, put.json().message]).toEqual([404, 'no such service for this vehicle']);
  });

  it('answers a service past its end expired, whatever is stored, and refuses to switch it; it runs through its last day', async () => {
    db.prepare("UPDATE vehicle_services SET expires_on = ? WHERE vin = ? AND service_id = 'vehicleLocator'").run(
      day(-1),
      AVIATOR,
    );
    db.prepare("UPDATE vehicle_services SET expires_on = ? WHERE vin = ? AND service_id = 'remoteControls'").run(
      day(0),
      AVIATOR,
    );
    const services = (await list(AVIATOR)).json().services as Service[];
    expect(brief(services).slice(0, 2)).toEqual(['remoteControls/active', 'vehicleLocator/expired']);
    const refused = await switchService('vehicleLocator', AVIATOR, { enabled: false });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'subscription expired: renew it first']);
    expect(statusOf(AVIATOR, 'vehicleLocator')).toBe('active'); // nothing written
    const off = await switchService('remoteControls', AVIATOR, { enabled: false });
    expect([off.statusCode, off.json()]).toEqual([200, expect.objectContaining({ status: 'off', expiresOn: day(0) })]);
  });
});

describe('switching a service on and off', () => {
  it('switches the F-150 remote controls off and on again, answering the service as it now stands', async () => {
    const off = await switchService('remoteControls', F150, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      serviceId: 'remoteControls',
      status: 'off',
      startedOn: day(-426),
      expiresOn: day(274),
      switchable: true,
      renewable: true,
    });
    expect(brief((await list(F150)).json().services)[0]).toBe('remoteControls/off');
    // Off again: no change, answered the same.
    const again = await switchService('remoteControls', F150, { enabled: false });
    expect([again.statusCode, again.json().status]).toEqual([200, 'off']);
    const on = await switchService('remoteControls', F150, { enabled: true });
    expect([on.statusCode, on.json().status]).toEqual([200, 'active']);
    expect(brief((await list(F150)).json().services)[0]).toBe('remoteControls/active');
    expect(statusOf(F150, 'remoteControls')).toBe('active');
  });

  it('switches the hotspot the owner had switched off on, and a life-long service off without giving it an end', async () => {
    const hotspot = await switchService('wifiHotspot', F150, { enabled: true });
    expect([hotspot.statusCode, hotspot.json()]).toEqual([
      200,
      expect.objectContaining({ status: 'active', expiresOn: day(20) }),
    ]);
    const alerts = await switchService('healthAlerts', F150, { enabled: false });
    expect(alerts.statusCode).toBe(200);
    expect(alerts.json()).toEqual({
      serviceId: 'healthAlerts',
      status: 'off',
      startedOn: day(-426),
      switchable: true,
      renewable: false,
    });
    expect(alerts.body).not.toContain('null');
    expect(brief((await list(F150)).json().services)).toEqual([
      'remoteControls/active',
      'vehicleLocator/active',
      'connectedNavigation/expired',
      'wifiHotspot/active',
      'healthAlerts/off',
    ]);
    for (const [serviceId, enabled] of [
      ['wifiHotspot', false],
      ['healthAlerts', true],
    ] as const)
      expect((await switchService(serviceId, F150, { enabled })).statusCode).toBe(200);
  });

  it('refuses an expired service with 409 (renewing comes first), on or off, and changes nothing', async () => {
    for (const enabled of [true, false]) {
      const res = await switchService('connectedNavigation', F150, { enabled });
      expect([res.statusCode, res.json().message]).toEqual([409, 'subscription expired: renew it first']);
    }
    expect(stored(F150, 'connectedNavigation')).toEqual({ status: 'expired', expiresOn: day(-25) });
  });

  it('refuses a service the owner may not switch here (a hotspot the carrier manages) with 409, and changes nothing', async () => {
    for (const enabled of [false, true]) {
      const res = await switchService('wifiHotspot', RANGER_AU, { enabled }, () => au.access_token, AU.consumerKey);
      expect([res.statusCode, res.json().message]).toEqual([409, 'this service cannot be switched here']);
    }
    expect(statusOf(RANGER_AU, 'wifiHotspot')).toBe('active');
  });
});

describe('refusals', () => {
  it('400 without a vin header', async () => {
    for (const res of [await list(undefined), await switchService('remoteControls', undefined, { enabled: false })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/vin/);
    }
    expect(statusOf(F150, 'remoteControls')).toBe('active');
  });

  it("404 for a vehicle of another owner's garage", async () => {
    for (const res of [await list(MACH_E), await switchService('remoteControls', MACH_E, { enabled: false })])
      expect([res.statusCode, res.json().message]).toEqual([404, 'vehicle not in the garage']);
    expect(statusOf(MACH_E, 'remoteControls')).toBe('active');
  });

  it('409 for a vehicle that is not connected', async () => {
    for (const res of [await list(ESCAPE), await switchService('remoteControls', ESCAPE, { enabled: true })])
      expect([res.statusCode, res.json().message]).toEqual([409, 'vehicle not connected']);
  });

  it('404 for a service this vehicle does not have', async () => {
    const res = await switchService('phoneAsKey', F150, { enabled: true });
    expect([res.statusCode, res.json().message]).toEqual([404, 'no such service for this vehicle']);
    expect(stored(F150, 'phoneAsKey')).toBeUndefined();
  });

  it('400 for a service the contract does not know, and for a body other than { enabled: boolean }', async () => {
    expect((await switchService('satelliteRadio', F150, { enabled: true })).statusCode).toBe(400);
    expect((await switchService('REMOTECONTROLS', F150, { enabled: true })).statusCode).toBe(400);
    for (const body of [
      { enabled: 'yes' },
      { enabled: 'false' },
      { enabled: 0 },
      { enabled: null },
      { enabled: false, extra: 1 },
      {},
      [false],
    ]) {
      const res = await switchService('remoteControls', F150, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(res.json().message.length).toBeGreaterThan(5);
    }
    expect(statusOf(F150, 'remoteControls')).toBe('active');
  });

  it("lets no other owner read or switch Michael's F-150, with a consumer key of theirs or his", async () => {
    for (const consumerKey of [FR.consumerKey, US.consumerKey]) {
      const read = await list(F150, () => fr.access_token, consumerKey);
      const put = await switchService('remoteControls', F150, { enabled: false }, () => fr.access_token, consumerKey);
      for (const res of [read, put])
        expect([res.statusCode, res.json().message]).toEqual([404, 'vehicle not in the garage']);
    }
    expect(statusOf(F150, 'remoteControls')).toBe('active');
  });
});

describe('the demo data and the table', () => {
  it('has services for every connected demo vehicle and for no other; health alerts are included for life', () => {
    const connected = demoOwnerRecords.flatMap((o) => o.vehicles.filter((v) => v.isConnected).map((v) => v.vin));
    const seeded = db
      .prepare(
        `SELECT DISTINCT s.vin FROM vehicle_services s JOIN vehicles v ON v.vin = s.vin
          WHERE v.is_connected = 1 AND s.vin IN (${connected.map(() => '?').join(', ')}) ORDER BY s.vin`,
      )
      .pluck()
      .all(...connected);
    expect(seeded).toEqual([...connected].sort());
    const notConnected = db
      .prepare('SELECT COUNT(*) FROM vehicle_services s JOIN vehicles v ON v.vin = s.vin WHERE v.is_connected = 0')
      .pluck()
      .get();
    expect(notConnected).toBe(0);
    const alerts = db
      .prepare("SELECT DISTINCT expires_on, renewable FROM vehicle_services WHERE service_id = 'healthAlerts'")
      .all();
    expect(alerts).toEqual([{ expires_on: null, renewable: 0 }]);
  });

  it('refuses rows the contract could not answer: an unknown service or status, an end before the start, no real date, an expiry without an end', () => {
    const insert = db.prepare(
      'INSERT INTO vehicle_services (vin, service_id, status, started_on, expires_on, switchable, renewable) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const rows: unknown[][] = [
      [F150, 'satelliteRadio', 'active', '2026-01-01', null, 1, 1],
      [F150, 'phoneAsKey', 'paused', '2026-01-01', null, 1, 1],
      [F150, 'phoneAsKey', 'active', '2026-01-01', '2025-12-31', 1, 1],
      [F150, 'phoneAsKey', 'active', '2026-02-30', null, 1, 1],
      [F150, 'phoneAsKey', 'active', '2026-01-01T00:00:00Z', null, 1, 1],
      [F150, 'phoneAsKey', 'expired', '2026-01-01', null, 1, 1],
      [F150, 'phoneAsKey', 'active', '2026-01-01', null, 2, 1],
      [F150, 'phoneAsKey', 'active', '2026-01-01', null, 1, -1],
      ['1FTFW1E80RFA00000', 'phoneAsKey', 'active', '2026-01-01', null, 1, 1], // no such vehicle
    ];
    for (const row of rows) expect(() => insert.run(...row)).toThrow(/constraint/i);
    expect(db.prepare("SELECT COUNT(*) FROM vehicle_services WHERE service_id = 'phoneAsKey'").pluck().get()).toBe(1);
  });
});

describe('a vehicle leaving the garage', () => {
  it("keeps its services (the vehicle's, not the owner's): the owner no longer sees them, and sees them again on adding it back", async () => {
    const headers = { ...apiHeaders(us.access_token, US.consumerKey), vin: F150 };
    const remove = await app.inject({ method: 'DELETE', url: '/fs/api/v3/vehicles', headers });
    expect(remove.statusCode).toBe(204);
    expect((await list(F150)).statusCode).toBe(404);
    expect((await switchService('remoteControls', F150, { enabled: false })).statusCode).toBe(404);
    expect(db.prepare('SELECT COUNT(*) FROM vehicle_services WHERE vin = ?').pluck().get(F150)).toBe(5);
    const add = await app.inject({ method: 'POST', url: '/fs/api/v3/vehicles?locale=en-us', headers });
    expect(add.statusCode).toBe(200);
    expect(brief((await list(F150)).json().services)).toEqual([
      'remoteControls/active',
      'vehicleLocator/active',
      'connectedNavigation/expired',
      'wifiHotspot/off',
      'healthAlerts/active',
    ]);
  });
});
