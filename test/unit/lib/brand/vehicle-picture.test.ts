import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { vehiclePictures } from '../../../../src/generated/site';
import { bodyStyleOf, drawingOf } from '../../../../src/lib/brand/vehicle-picture';
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

describe("a body style's drawing", () => {
  const dir = path.join(__dirname, '../../../../src/assets/vehicles');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.svg'));

  it('exists for every body style the data can name', () => {
    const styles = new Set([vehiclePictures.fallback, ...Object.values(vehiclePictures.models)]);
    for (const style of styles) expect(files).toContain(`${style}.svg`);
  });

  it.each(files)('%s gives the page its box, its size and its shapes only: no comment, no script, no link', (file) => {
    const drawing = drawingOf(fs.readFileSync(path.join(dir, file), 'utf8'));
    expect(drawing.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(drawing.viewBox).toBe(`0 0 ${drawing.width} ${drawing.height}`);
    expect(drawing.shapes).not.toMatch(/<!--|<script|<foreignObject|href=|\son\w+=/i);
    expect([...drawing.shapes.matchAll(/<(\w+)/g)].map((m) => m[1])).toEqual(
      expect.arrayContaining(['path', 'circle']),
    );
  });

  it('refuses a file of another form', () => {
    expect(() => drawingOf('<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>')).toThrow(/viewBox, width and height/);
    expect(() => drawingOf('<g/>')).toThrow();
  });
});
