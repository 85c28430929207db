import { fragments } from '../../../../src/generated/content';
import { site } from '../../../../src/generated/site';
import { demoOwnerRecords } from '../../../../src/server/seed/demo-owners';

interface Option {
  optionName: string;
  apiVariable: string;
}
type Fragment = Record<string, unknown>;
const list = (v: unknown): Option[] => (Array.isArray(v) ? (v as Option[]) : []);

const languages = (name: string): [string, Fragment][] => Object.entries(fragments[name] ?? {});

/** Every preference the marketing options, communication and email pages ask, in every language. */
function askedVariables(): Set<string> {
  const asked = new Set<string>();
  for (const [, f] of languages('account-settings-forms')) list(f.options).forEach((o) => asked.add(o.apiVariable));
  for (const [, f] of languages('communication-preferences')) {
    [...list(f.channels), ...list(f.topics)].forEach((o) => asked.add(o.apiVariable));
    const email = (f.email ?? {}) as Fragment;
    list(email.emails).forEach((o) => asked.add(o.apiVariable));
    if (typeof email.formatVariable === 'string') asked.add(email.formatVariable);
  }
  return asked;
}

it('every demo owner has an answer to every preference the owner pages ask (none reads "not chosen yet")', () => {
  const asked = [...askedVariables()];
  expect(asked.length).toBeGreaterThan(10);
  for (const o of demoOwnerRecords) {
    expect({ owner: o.email, missing: asked.filter((v) => !(v in o.privacyPreferences)) }).toEqual({
      owner: o.email,
      missing: [],
    });
  }
});

it('each contact channel of the communication page is the marketing option of that channel, in every language', () => {
  for (const [lang, f] of languages('communication-preferences')) {
    const marketing = new Set(list(fragments['account-settings-forms']?.[lang]?.options).map((o) => o.apiVariable));
    const channels = list(f.channels).map((o) => o.apiVariable);
    // Email, text messages, post and phone: one choice, shown on both pages.
    expect({ lang, shared: channels.filter((v) => marketing.has(v)).sort() }).toEqual({
      lang,
      shared: [...marketing].sort(),
    });
  }
});

it('names in site.preferenceChannels only emails the email page asks and channels the communication page asks', () => {
  for (const [lang, f] of languages('communication-preferences')) {
    const emails = list(((f.email ?? {}) as Fragment).emails).map((o) => o.apiVariable);
    const channels = list(f.channels).map((o) => o.apiVariable);
    for (const [dependent, channel] of Object.entries(site.preferenceChannels))
      expect({ lang, dependent, asked: emails.includes(dependent), channel: channels.includes(channel) }).toEqual({
        lang,
        dependent,
        asked: true,
        channel: true,
      });
  }
});

it("seeds every demo owner's channel-bound emails in step with their channel", () => {
  for (const o of demoOwnerRecords)
    for (const [dependent, channel] of Object.entries(site.preferenceChannels))
      if (o.privacyPreferences[channel] === 0)
        expect({ owner: o.email, [dependent]: o.privacyPreferences[dependent] }).toEqual({
          owner: o.email,
          [dependent]: 0,
        });
});
