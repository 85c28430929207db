/*
 * Scaffolds markets/countries/<iso2>.json for a market admin:
 *   npm run new-market -- <iso2> [--region na|eu|apa] [--language xx] [--root /path/] [--project dir]
 * Fills what it can know (names, codes, the region's ids); leaves "" where a person must decide, and
 * `npm run validate` then names each blank.
 */
import fs from 'node:fs';
import path from 'node:path';
import countries from 'i18n-iso-countries';
import { PROJECT_ROOT } from '../generator/pipeline';
import type { RegionsFile } from '../src/generated/types/region';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

export function scaffold(projectRoot: string, args: string[]): { file: string; text: string } {
  const iso2 = (args[0] ?? '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(iso2) || !countries.isValid(iso2))
    throw new Error(`"${args[0] ?? ''}" is not an ISO 3166 two-letter country code`);
  const file = path.join(projectRoot, 'markets/countries', `${iso2.toLowerCase()}.json`);
  if (fs.existsSync(file)) throw new Error(`${path.relative(projectRoot, file)} already exists`);
  const region = option(args, 'region') ?? '';
  const language = (option(args, 'language') ?? '').toLowerCase();
  const regions = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'markets/regions.json'), 'utf8')) as RegionsFile)
    .regions;
  const known = region === 'na' || region === 'eu' || region === 'apa' ? regions[region] : undefined;
  const entry: Record<string, unknown> = {
    domain: iso2.toLowerCase(),
    root: option(args, 'root') ?? '/',
    language: language ? (new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? '') : '',
    languageRegionCode: language ? `${language}-${iso2.toLowerCase()}` : '',
    ...(region === 'apa' ? { threeLetterLangCode: '' } : {}),
    langScript: 'LATN',
    blockSearchIndexing: true,
    brand: 'product',
    clientId: known?.clientIds.product ?? '',
    languageSetId: known?.languageSetId ?? 0,
  };
  const doc = {
    $schema: '../../schemas/country.schema.json',
    name: new Intl.DisplayNames(['en'], { type: 'region' }).of(iso2) ?? '',
    countryCode: iso2,
    threeLetterCountryCode: countries.alpha2ToAlpha3(iso2) ?? '',
    appId: known?.appId ?? '',
    fmaRegion: region,
    // Spec 002 §5: a European number is normalised by its dial prefix (validate checks it for the EU list).
    ...(region === 'eu' ? { phoneNormalisation: 'dialPrefix' } : {}),
    analyticsScriptPath: `${iso2.toLowerCase()}/launch-owner.js`,
    wallet: true,
    subscriptions: true,
    // The language's word for a postal code until the country names its own (ZIP code, Postcode, Eircode).
    addressLabels: { zip: 'field.zip' },
    regionConfigurations: [entry],
  };
  return { file, text: `${JSON.stringify(doc, null, 2)}\n` };
}

if (require.main === module) {
  try {
    const args = process.argv.slice(2);
    const at = args.indexOf('--project');
    const root = at >= 0 && args[at + 1] ? path.resolve(args[at + 1] as string) : PROJECT_ROOT;
    const { file, text } = scaffold(root, args);
    fs.writeFileSync(file, text);
    console.log(`Wrote ${path.relative(root, file)}. Fill its blanks, then run: npm run validate`);
  } catch (error) {
    console.error(`new-market: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
