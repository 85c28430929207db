import { hyphenateFragment, hyphenateTexts } from '../../../generator/hyphenate-headings';
import { bundles } from '../../../src/generated/content';
import { site } from '../../../src/generated/site';

const SHY = '\u00AD';
const rule = { minWordLength: 16, languages: ['de', 'fi'] };

it('marks where the long words of headings may break, by the patterns of the language', () => {
  const texts = hyphenateTexts(
    'de',
    {
      'screen.communication-preference.title': 'Kommunikationseinstellungen',
      'comm.email.heading': 'Ihre Benachrichtigungseinstellungen',
      'comm.description': 'Kommunikationseinstellungen ändern',
    },
    rule,
  );
  expect(texts['screen.communication-preference.title']).toBe(
    `Kom${SHY}mu${SHY}ni${SHY}ka${SHY}ti${SHY}ons${SHY}ein${SHY}stel${SHY}lun${SHY}gen`,
  );
  expect(texts['comm.email.heading']).toMatch(new RegExp(`^Ihre Be${SHY}nach`));
  // Body text is left to the browser.
  expect(texts['comm.description']).toBe('Kommunikationseinstellungen ändern');
});

it('leaves short words, and languages not listed (Thai, English), as they are', () => {
  expect(hyphenateTexts('de', { 'screen.a.title': 'Kontoübersicht' }, rule)['screen.a.title']).toBe('Kontoübersicht');
  const thai = 'การตั้งค่าการสื่อสารทั้งหมดของคุณ';
  expect(hyphenateTexts('th', { 'screen.a.title': thai }, rule)['screen.a.title']).toBe(thai);
  expect(hyphenateTexts('en', { 'screen.a.title': 'Characteristically' }, rule)['screen.a.title']).toBe(
    'Characteristically',
  );
});

it('hyphenates the heading fields of a fragment at any depth, and nothing else', () => {
  const fragment = hyphenateFragment(
    'fi',
    {
      heading: 'Sähköpostiasetukset',
      email: { emailsHeading: 'Sähköpostiasetukset', optionName: 'Sähköpostiasetukset' },
    },
    rule,
  ) as { heading: string; email: { emailsHeading: string; optionName: string } };
  expect(fragment.heading).toContain(SHY);
  expect(fragment.email.emailsHeading).toContain(SHY);
  expect(fragment.email.optionName).toBe('Sähköpostiasetukset');
});

it('is applied to the shipped texts as markets/site.json says', () => {
  expect(site.headingHyphenation?.languages).toContain('de');
  expect(bundles.de?.['screen.communication-preference.title']).toContain(SHY);
  expect(Object.values(bundles.th ?? {}).some((t) => t.includes(SHY))).toBe(false);
});
