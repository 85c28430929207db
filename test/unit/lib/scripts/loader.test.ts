import { createScriptLoader } from '../../../../src/lib/scripts/loader';

interface FakeScript {
  src: string;
  async: boolean;
  dataset: Record<string, string>;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

function fakeDocument(fail: (src: string) => boolean) {
  const appended: FakeScript[] = [];
  const doc = {
    createElement: () => ({ src: '', async: false, dataset: {}, onload: null, onerror: null }) as FakeScript,
    head: {
      appendChild: (s: FakeScript) => {
        appended.push(s);
        queueMicrotask(() => (fail(s.src) ? s.onerror?.() : s.onload?.()));
        return s;
      },
    },
  };
  return { doc: doc as unknown as Pick<Document, 'createElement' | 'head'>, appended };
}

it('loads an address once, asynchronously, however often it is asked for', async () => {
  const { doc, appended } = fakeDocument(() => false);
  const loader = createScriptLoader(doc, () => undefined);
  await expect(Promise.all([loader.load('maps', '/s/maps.js'), loader.load('maps', '/s/maps.js')])).resolves.toEqual([
    true,
    true,
  ]);
  await loader.load('maps', '/s/maps.js');
  expect(appended).toHaveLength(1);
  expect(appended[0]).toMatchObject({ src: '/s/maps.js', async: true, dataset: { kind: 'maps' } });
});

it("hands a script its configuration as data attributes of its element, the kind's last", async () => {
  const { doc, appended } = fakeDocument(() => false);
  const loader = createScriptLoader(doc, () => undefined);
  await loader.load('feedback', '/s/survey.js', { cardId: '40102', kind: 'not this' });
  expect(appended[0]?.dataset).toEqual({ cardId: '40102', kind: 'feedback' });
});

it('loads nothing for an empty address', async () => {
  const { doc, appended } = fakeDocument(() => false);
  await expect(createScriptLoader(doc, () => undefined).load('wallet', '')).resolves.toBe(false);
  expect(appended).toEqual([]);
});

it('logs a failure and never throws', async () => {
  const { doc } = fakeDocument(() => true);
  const logged: string[] = [];
  await expect(
    createScriptLoader(doc, (m) => {
      logged.push(m);
    }).load('analytics', 'https://analytics.example/x.js'),
  ).resolves.toBe(false);
  expect(logged).toEqual(['script failed to load']);
});
