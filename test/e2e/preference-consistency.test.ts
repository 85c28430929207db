import type { Page } from 'playwright-core';
import { owner, testApp } from './support/app';
import { fragments } from '../../src/generated/content';
import { site } from '../../src/generated/site';

/*
 * The consistency walk: every preference that more than one page shows, or that rides on another's channel
 * (site.preferenceChannels), is set on each page that shows it, and then read on every page that shows it or one
 * that follows from it. The pages and their options come from the content they are drawn from.
 */

const app = testApp();

interface Option {
  optionName: string;
  apiVariable: string;
  mandatory?: boolean;
  optionShow?: boolean;
}
interface PageTexts {
  heading: string;
  editButton: string;
  saveButton: string;
  yes: string;
  no: string;
}
interface PreferencePage {
  path: string;
  texts: PageTexts;
  /** The switchable options it shows. */
  options: Option[];
}

const BASE = '/product/en-us';
const forms = fragments['account-settings-forms']?.en as unknown as PageTexts & { options: Option[] };
const comm = fragments['communication-preferences']?.en as unknown as PageTexts & {
  channels: Option[];
  topics: Option[];
  email: { heading: string; emails: Option[] };
};
const switchable = (options: Option[]) => options.filter((o) => !o.mandatory && o.optionShow !== false);
const PAGES: PreferencePage[] = [
  { path: '/marketing-options', texts: forms, options: switchable(forms.options) },
  { path: '/communication-preference', texts: comm, options: switchable([...comm.channels, ...comm.topics]) },
  {
    path: '/email-preference',
    texts: { ...comm, heading: comm.email.heading },
    options: switchable(comm.email.emails),
  },
];

/** The preference types whose value a change of `type` to `value` decides, itself included (site.preferenceChannels). */
function decided(type: string, value: 'yes' | 'no'): string[] {
  const channels = site.preferenceChannels as Record<string, string>;
  const dependents = Object.entries(channels)
    .filter(([, channel]) => channel === type)
    .map(([dependent]) => dependent);
  const channel = channels[type];
  return [type, ...(value === 'no' ? dependents : []), ...(value === 'yes' && channel ? [channel] : [])];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const summary = (page: Page, name: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escape(name)}$`) })
    .locator('xpath=following-sibling::dd');

async function open(page: Page, at: PreferencePage): Promise<void> {
  await page.goto(`${app.base}${BASE}${at.path}`);
  await page.getByRole('heading', { level: 1, name: at.texts.heading }).waitFor();
  await page.getByRole('button', { name: at.texts.editButton }).waitFor();
}

async function set(page: Page, at: PreferencePage, option: Option, value: 'yes' | 'no'): Promise<void> {
  await open(page, at);
  await page.getByRole('button', { name: at.texts.editButton }).click();
  await page
    .getByRole('group', { name: option.optionName, exact: true })
    .getByRole('radio', { name: at.texts[value], exact: true })
    .check();
  await page.getByRole('button', { name: at.texts.saveButton }).click();
  await page.getByRole('button', { name: at.texts.editButton }).waitFor();
}

/** What every page that shows one of `types` says of it, as [page, option, answer]. */
async function readEverywhere(page: Page, types: string[]): Promise<[string, string, string | null][]> {
  const seen: [string, string, string | null][] = [];
  for (const at of PAGES) {
    const shown = at.options.filter((o) => types.includes(o.apiVariable));
    if (shown.length === 0) continue;
    await open(page, at);
    for (const o of shown) seen.push([at.path, o.apiVariable, await summary(page, o.optionName).textContent()]);
  }
  return seen;
}

const shared = [...new Set(PAGES.flatMap((p) => p.options.map((o) => o.apiVariable)))].filter(
  (type) =>
    PAGES.filter((p) => p.options.some((o) => o.apiVariable === type)).length > 1 ||
    type in site.preferenceChannels ||
    Object.values(site.preferenceChannels).includes(type),
);

it('has preferences that more than one page shows or that ride on a channel', () => {
  expect(shared).toEqual(expect.arrayContaining(Object.keys(site.preferenceChannels)));
  expect(shared.length).toBeGreaterThan(Object.keys(site.preferenceChannels).length);
});

it('a preference set on any page reads the same on every page that shows it or follows from it', async () => {
  const page = await app.openSignedIn(`${BASE}${PAGES[0]!.path}`, owner('product/en-us'), PAGES[0]!.texts.heading);
  const wrong: string[] = [];
  for (const type of shared)
    for (const at of PAGES.filter((p) => p.options.some((o) => o.apiVariable === type))) {
      const option = at.options.find((o) => o.apiVariable === type)!;
      // Each way once: No, then Yes, so every page is seen changing both ways.
      for (const value of ['no', 'yes'] as const) {
        await set(page, at, option, value);
        for (const [path, seenType, answer] of await readEverywhere(page, decided(type, value))) {
          const expected = PAGES.find((p) => p.path === path)!.texts[value];
          if (answer !== expected)
            wrong.push(`${type} set to ${value} on ${at.path}: ${path} shows ${seenType} as ${answer}`);
        }
      }
    }
  expect(wrong).toEqual([]);
  await page.close();
}, 240_000);
