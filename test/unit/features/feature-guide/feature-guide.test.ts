import { createFeatureGuideApi } from '../../../../src/features/feature-guide/api';
import { guideTopics } from '../../../../src/features/feature-guide/guide-content';
import { loadGuide } from '../../../../src/features/feature-guide/sagas/feature-guide';
import {
  featureGuideSlice,
  guideRequested,
  type FeatureGuideState,
} from '../../../../src/features/feature-guide/slice';
import { fragments } from '../../../../src/generated/content';
import catalogue from '../../../../src/server/owner-api/feature-guide.json';
import { runSaga } from '../../../support/saga';
import { failed, ok, testClient, type Answers } from '../../../support/test-client';

const F150 = '1FTFW1E87PFA10001';
const answer = {
  vin: F150,
  model: 'F-150',
  modelYear: 2023,
  articles: ['pair-phone', 'trailer-assist', 'tyre-pressure'],
};

async function run(vin: string, answers: Answers) {
  const client = testClient(answers);
  const r = await runSaga({
    slices: [featureGuideSlice],
    context: { featureGuideApi: createFeatureGuideApi(client), webview: false, log: () => undefined },
    saga: loadGuide as never,
    action: guideRequested({ vin }) as never,
  });
  return { client, guide: (r.state.featureGuide as FeatureGuideState).byVin[vin] };
}

it('asks which articles apply to the VIN, in its header', async () => {
  const { client, guide } = await run(F150, { featureGuide: ok(answer) } as Answers);
  expect(client.callsOf('featureGuide').map((c) => c.options)).toEqual([{ headers: { vin: F150 } }]);
  expect(guide).toEqual({ status: 'loaded', guide: answer });
});

it.each([
  ['not in the garage (404)', failed(404, 'vehicle not in the garage'), 'not-in-garage'],
  ['a failure', failed(503), 'error'],
] as const)('says why there is no guide: %s', async (_case, refusal, reason) => {
  const { guide } = await run(F150, { featureGuide: refusal } as Answers);
  expect(guide).toEqual({ status: 'failed', reason, offline: false });
});

it('sends nothing for a VIN that cannot be one (I, O and Q never appear)', async () => {
  const { client, guide } = await run('1FTFW1E87PFA1000I', {} as Answers);
  expect(client.callsOf('featureGuide')).toEqual([]);
  expect(guide).toMatchObject({ status: 'failed', reason: 'not-in-garage' });
});

const english = fragments['feature-guide']!.en as Record<string, unknown>;

it('puts the articles that apply under their topics, in the content order, leaving out topics without one', () => {
  const topics = guideTopics(english, answer.articles)!;
  expect(topics.map((topic) => [topic.id, topic.articles.map((a) => a.id)])).toEqual([
    ['connectivity', ['pair-phone']],
    ['towing', ['trailer-assist']],
    ['care', ['tyre-pressure']],
  ]);
});

it('leaves out an article the content lacks or has half, and says when the content has no guide at all', () => {
  const broken = {
    topics: { care: 'Care' },
    articles: {
      'tyre-pressure': { topic: 'care', title: 'Tyres', summary: '', bodyHtml: '<p>x</p>' },
      'pair-phone': { topic: 'nowhere', title: 'Pair', summary: 's', bodyHtml: '<p>x</p>' },
    },
  };
  expect(guideTopics(broken, ['tyre-pressure', 'pair-phone', 'no-such-article'])).toEqual([]);
  expect(guideTopics({ topics: 'no' }, ['pair-phone'])).toBeNull();
});

it('has words in every language for every article the service can name, under a topic of that language', () => {
  const ids = catalogue.articles.map((a) => a.id);
  for (const [locale, guide] of Object.entries(fragments['feature-guide']!)) {
    const { topics, articles } = guide as {
      topics: Record<string, string>;
      articles: Record<string, { topic: string }>;
    };
    for (const id of ids) {
      expect([locale, id, articles[id] !== undefined]).toEqual([locale, id, true]);
      expect([locale, id, topics[articles[id]!.topic] !== undefined]).toEqual([locale, id, true]);
    }
  }
});
