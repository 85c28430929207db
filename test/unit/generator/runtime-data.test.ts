import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../generator/pipeline';
import { analytics } from '../../../src/generated/analytics';
import { chat } from '../../../src/generated/chat';
import { orders } from '../../../src/generated/orders';
import { brands, site, vehiclePictures } from '../../../src/generated/site';

/** Every key at any depth of a value. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, v]) => [key, ...keysOf(v)])
      : [];

it("carries the definitions' data to the browser without their $comment notes (every page's bytes)", () => {
  const written = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'markets/site.json'), 'utf8')) as unknown;
  expect(keysOf(written)).toContain('$comment'); // the notes are there to be left out
  for (const data of [site, brands, vehiclePictures, analytics, chat, orders]) {
    expect(keysOf(data)).not.toContain('$comment');
    expect(keysOf(data).length).toBeGreaterThan(0);
  }
  expect(site.fontPreloads.languageCuts?.faces.length).toBeGreaterThan(0); // the data itself is kept
});
