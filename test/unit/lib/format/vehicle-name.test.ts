import fs from 'node:fs';
import path from 'node:path';
import { bundles } from '../../../../src/generated/content';
import { vehicleModel, vehicleName } from '../../../../src/lib/format/vehicle-name';
import type { TextOptions } from '../../../../src/lib/texts/text-key';

const t =
  (language: string) =>
  (key: string, values: TextOptions = {}) =>
    Object.entries(values).reduce(
      (text, [k, v]) => text.replace(`{{${k}}}`, String(v)),
      bundles[language]?.[key] ?? bundles.en?.[key] ?? key,
    );
const f150 = { modelName: 'F-150', modelYear: 2023 };

it('names a vehicle as every page does: the year before the model, the nickname first with the model after it', () => {
  expect(vehicleModel(f150, t('en'))).toBe('2023 F-150');
  expect(vehicleName(f150, t('en'))).toBe('2023 F-150');
  expect(vehicleName({ ...f150, nickName: 'Workhorse' }, t('en'))).toBe('Workhorse (2023 F-150)');
  expect(vehicleName({ ...f150, nickName: null }, t('de'))).toBe('2023 F-150');
});

it('has its two texts in every language, each naming the year and the model', () => {
  for (const [language, texts] of Object.entries(bundles)) {
    if (language.includes('-')) continue; // regional bundles give only what differs
    for (const key of ['vehicle.model', 'vehicle.nicknamed'])
      expect({
        language,
        key,
        text: /\{\{year\}\}/.test(texts[key] ?? '') && /\{\{model\}\}/.test(texts[key] ?? ''),
      }).toEqual({
        language,
        key,
        text: true,
      });
  }
});

it('is the only place that puts a model year and a model together', () => {
  const root = path.resolve(__dirname, '../../../../src');
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.parentPath.includes(`${path.sep}generated`))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.endsWith(path.join('format', 'vehicle-name.ts')));
  const joined = files.filter((file) =>
    /\$\{[^}]*modelYear[^}]*\}[^`]*\$\{[^}]*model|\$\{[^}]*model[A-Za-z]*\}[^`]*\$\{[^}]*modelYear/.test(
      fs.readFileSync(file, 'utf8'),
    ),
  );
  expect(joined.map((f) => path.relative(root, f))).toEqual([]);
});
