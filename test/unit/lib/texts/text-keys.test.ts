/*
 * The one text-key contract: i18next's t() (typed by the generated CustomTypeOptions), the Translate functions outside
 * React take and the provider's pages all take a TextKey. The @ts-expect-error lines are the proof: `tsc -p .`
 * (which includes test/) fails if one of them stops being a type error. The assertions keep the runtime honest.
 */
import { createI18n } from '../../../../src/app/i18n';
import { bundles } from '../../../../src/generated/content';
import type { TextKey } from '../../../../src/generated/text-keys';
import type { ScreenId } from '../../../../src/generated/types/routes';
import { dataTextKey, textKeyOf, type Translate } from '../../../../src/lib/texts/text-key';
import { pageTexts } from '../../../../src/server/oidc/pages/page-texts';

const en = bundles.en ?? {};

it("types i18next's t by the keys of en.json: a key it lacks is a type error", async () => {
  const { t } = await createI18n('en', en);
  expect(t('app.title')).toBe(en['app.title']);
  // A count's key without its plural suffix: i18next picks the form.
  expect(t('loyalty.points', { count: 1, points: '1' })).toBe(
    (en['loyalty.points_one'] ?? '').replace('{{points}}', '1'),
  );
  // @ts-expect-error not a key of en.json
  expect(t('no.such.key')).toBe('no.such.key');
  // @ts-expect-error a defaultValue does not make an unknown key one (strictKeyChecks)
  expect(t('no.such.key', { defaultValue: 'fallback' })).toBe('fallback');
});

it('checks the keys a template of a typed union builds', () => {
  const title = (screen: ScreenId): TextKey => `screen.${screen}.title`;
  expect(en[title('wallet')]).toBeDefined();
  // @ts-expect-error not every screen has a hub text
  const hub = (screen: ScreenId): TextKey => `hub.${screen}`;
  expect(hub('wallet')).toBe('hub.wallet');
});

it('makes a key of a code from data under a prefix of the keys, and of a key data names', () => {
  expect(dataTextKey('orders.status', 'SHIPPED')).toBe('orders.status.SHIPPED');
  // @ts-expect-error no text key starts with this prefix
  dataTextKey('orders.nothing', 'SHIPPED');
  expect(textKeyOf('footer.privacy')).toBe('footer.privacy');
});

it('gives functions outside React a typed t, which a fake can stand for', async () => {
  const label = (t: Translate) => t('app.title');
  const { t } = await createI18n('en', en);
  expect(label(t)).toBe(en['app.title']);
  expect(label((key) => `[${key}]`)).toBe('[app.title]');
  // @ts-expect-error a Translate takes text keys only
  const wrong = (t: Translate) => t('no.such.key');
  expect(wrong((key) => key)).toBe('no.such.key');
});

it("keeps the provider's pages on the same keys (their idp.* part)", () => {
  const texts = pageTexts('en');
  expect(texts.text('app.signOut')).toBe(en['app.signOut']);
  // @ts-expect-error not a text of the provider's pages
  expect(texts.text('app.title')).toBe(en['app.title']);
});
