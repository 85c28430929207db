import Database from 'better-sqlite3';
import { vehiclePictures } from '../../../../src/generated/site';
import { bodyStyleOf } from '../../../../src/lib/brand/vehicle-picture';
import { buildServer } from '../../../../src/server/build-server';
import { tempDir, testClock } from '../../../support/server';

describe("a vehicle's picture", () => {
  it("is its model's body style from markets/brands.json", () => {
    expect(bodyStyleOf('F-150', vehiclePictures)).toBe('pickup');
    expect(bodyStyleOf('Nautilus', vehiclePictures)).toBe('suv');
    expect(bodyStyleOf(' Focus ', vehiclePictures)).toBe('hatchback');
  });

  it("falls back to the data's fallback style for a model the data does not know", () => {
    expect(bodyStyleOf('Model Nobody Makes', vehiclePictures)).toBe(vehiclePictures.fallback);
  });

  it('is drawn for every model the demo data uses: garages, vehicle orders and reservations', async () => {
    const tmp = tempDir();
    const server = buildServer({ dbFile: tmp.dbFile, now: testClock().now });
    await server.ready();
    const db = new Database(tmp.dbFile, { readonly: true });
    const models = db
      .prepare(
        'SELECT model_name FROM vehicles UNION SELECT model FROM vehicle_orders UNION SELECT model FROM reservations',
      )
      .pluck()
      .all() as string[];
    db.close();
    await server.close();
    tmp.remove();
    expect(models.length).toBeGreaterThan(5);
    expect(models.filter((m) => vehiclePictures.models[m] === undefined)).toEqual([]);
  });
});
