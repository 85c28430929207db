import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../../generator/pipeline';
import { createAjv, loadSchemas } from '../../../../generator/schema-check';
import type { AnalyticsEventDefinition, AnalyticsFile } from '../../../../src/generated/types/analytics';
import { buildEvent, eventsFor } from '../../../../src/lib/analytics/events';
import {
  isRecognised,
  resolveValue,
  shortcodesIn,
  type AnalyticsContext,
} from '../../../../src/lib/analytics/shortcodes';

const data = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'markets/analytics.json'), 'utf8')) as AnalyticsFile;
const EVENT_IDS = [
  'pageView',
  'signIn',
  'signOut',
  'preferencesSaved',
  'preferencesSaveFailed',
  'postRegistrationSaved',
  'accountCreated',
  'vehicleAdded',
];

/** Every event definition of the file, defaults and overrides, with where it is. */
const definitions: [string, AnalyticsEventDefinition][] = [
  ...Object.entries(data.defaults.events).map(([id, d]) => [`defaults/${id}`, d] as [string, AnalyticsEventDefinition]),
  ...(data.overrides ?? []).flatMap((o, i) =>
    Object.entries(o.events).flatMap(([id, d]) =>
      d ? [[`overrides/${i}/${id}`, d] as [string, AnalyticsEventDefinition]] : [],
    ),
  ),
];

/** A context with every piece of data a shortcode in the file may ask for. */
const full: AnalyticsContext = {
  user: { guid: 'g-1', consumerId: 'c-1', optIn: true, vehicleCount: 1, hasConnectedVehicle: true },
  market: { brand: 'product', countryCode: 'US', languageRegionCode: 'en-us' },
  page: { name: 'dashboard', route: '/' },
  detail: Object.fromEntries(
    definitions
      .flatMap(([, d]) => d.properties.flatMap((p) => shortcodesIn(p.value)))
      .filter((s) => s.startsWith('detail.'))
      .map((s) => [s.slice('detail.'.length), 'x']),
  ),
};

describe('markets/analytics.json', () => {
  it('matches its schema', () => {
    const ajv = createAjv(loadSchemas(path.join(PROJECT_ROOT, 'schemas')));
    const validate = ajv.getSchema('analytics.schema.json');
    expect(validate).toBeDefined();
    const ok = validate?.(data);
    expect(validate?.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });
  it('defines every event the screens track in its defaults', () => {
    expect(Object.keys(data.defaults.events).sort()).toEqual([...EVENT_IDS].sort());
  });
  it.each(definitions)('%s uses recognised shortcodes only, and fills them all from a full context', (_where, def) => {
    for (const p of def.properties) {
      for (const s of shortcodesIn(p.value))
        expect([p.descriptor, s, isRecognised(s)]).toEqual([p.descriptor, s, true]);
      const r = resolveValue(p.value, full);
      expect([p.descriptor, r.ok ? 'ok' : r.error]).toEqual([p.descriptor, 'ok']);
    }
  });
  it.each(definitions)('%s names each descriptor once', (_where, def) => {
    const descriptors = def.properties.map((p) => p.descriptor);
    expect(descriptors).toEqual([...new Set(descriptors)]);
  });
  it('sends a signed-out page view without logging: what may be missing there is conditional', () => {
    const log = jest.fn();
    const events = eventsFor(data, 'product', 'US');
    buildEvent(events.pageView as AnalyticsEventDefinition, { market: full.market, page: { name: 'sign-in' } }, log);
    expect(log).not.toHaveBeenCalled();
  });
  it.each(['product', 'lincoln'])(
    "carries the signed-in owner's consumer id on the %s page view, and leaves it out silently when unknown",
    (brand) => {
      const log = jest.fn();
      const pageView = eventsFor(data, brand, 'US').pageView as AnalyticsEventDefinition;
      const page = { name: 'account-dashboard' };
      const known = buildEvent(pageView, { market: full.market, page, user: { guid: 'g-1', consumerId: 'c-1' } }, log);
      expect(known.properties).toMatchObject({ 'user.guid': 'g-1', 'user.consumerId': 'c-1' });
      const unknown = buildEvent(pageView, { market: full.market, page, user: { guid: 'g-1', consumerId: null } }, log);
      expect(unknown.properties).toMatchObject({ 'user.guid': 'g-1' });
      expect(unknown.properties).not.toHaveProperty(['user.consumerId']);
      expect(log).not.toHaveBeenCalled();
    },
  );
  it('gives Lincoln its own direct call rules for every event', () => {
    const lincoln = eventsFor(data, 'lincoln', 'US');
    expect(Object.keys(lincoln).sort()).toEqual([...EVENT_IDS].sort());
    for (const d of Object.values(lincoln)) expect(d.directCallName).toMatch(/^lincoln-owner:/);
    for (const d of Object.values(eventsFor(data, 'product', 'US')))
      expect(d.directCallName).toMatch(/^owner-account:/);
  });
  it('does not track sign-out in Germany', () => {
    expect(eventsFor(data, 'product', 'DE').signOut).toBeUndefined();
    expect(eventsFor(data, 'product', 'AT').signOut).toBeDefined();
  });
});
