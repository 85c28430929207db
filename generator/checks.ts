import { apiRules } from './check-api';
import { contentRules, coverageRules, screenTitleRules } from './check-content';
import { brandRules, regionRules, uniqueCountries, uniqueLanguageEntries, uniquePlaces } from './check-countries';
import { countryGroupRules } from './check-country-groups';
import { environmentRules } from './check-environments';
import { fileNames, requiredFiles } from './check-files';
import { formSectionRules, type ApiDefinitions } from './check-form-sections';
import { formRules } from './check-forms';
import { orderRules } from './check-orders';
import { overrideRules, routeCallRules, routeMapRules, routeTableRules } from './check-routes';
import { siteRules } from './check-site';
import type { Definitions } from './definitions';
import type { Problem } from './problems';

/** The checks that need more than one file; each returns its problems. */
export const CROSS_FILE_CHECKS: ((defs: Definitions) => Problem[])[] = [
  requiredFiles,
  fileNames,
  uniqueCountries,
  uniqueLanguageEntries,
  uniquePlaces,
  brandRules,
  regionRules,
  contentRules,
  coverageRules,
  screenTitleRules,
  routeMapRules,
  routeCallRules,
  overrideRules,
  routeTableRules,
  siteRules,
  countryGroupRules,
  environmentRules,
  formRules,
  orderRules,
];

export function runCrossFileChecks(defs: Definitions, api: ApiDefinitions): Problem[] {
  return [...CROSS_FILE_CHECKS.flatMap((check) => check(defs)), ...apiRules(defs, api), ...formSectionRules(defs, api)];
}
