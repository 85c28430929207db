import { JSDOM } from 'jsdom';
import { githubAnnotations, jsonReport, junitReport } from '../../../generator/problem-reports';
import type { Problem } from '../../../generator/problems';

const problems: Problem[] = [
  {
    file: 'markets/countries/de.json',
    pointer: '/fmaRegion',
    message: 'must be one of na, eu, apa (got "europe")',
    line: 7,
  },
  {
    file: 'markets/countries/de.json',
    pointer: '/regionConfigurations/0/languageRegionCode',
    message: 'must look like xx-yy: 100% <b>&</b>\nsecond line',
    line: 20,
  },
  { file: 'markets/site.json', pointer: '', message: 'is not valid JSON: Unexpected token }' },
];
const files = ['markets/countries/de.json', 'markets/countries/fr.json', 'markets/brands.json'];

it('writes one ::error workflow command per problem, on its file and line, escaped as GitHub reads it', () => {
  expect(githubAnnotations(problems)).toEqual([
    '::error file=markets/countries/de.json,line=7,col=1,title=/fmaRegion::must be one of na, eu, apa (got "europe")',
    '::error file=markets/countries/de.json,line=20,col=1,title=/regionConfigurations/0/languageRegionCode::must look like xx-yy: 100%25 <b>&</b>%0Asecond line',
    '::error file=markets/site.json,title=markets/site.json::is not valid JSON: Unexpected token }',
  ]);
});

it('writes JUnit XML that an XML parser reads: a test case per definition file, failed with its problems', () => {
  const dom = new JSDOM(junitReport(files, problems), { contentType: 'text/xml' });
  const doc = dom.window.document;
  expect(doc.querySelector('parsererror')).toBeNull();
  const cases = [...doc.querySelectorAll('testcase')];
  expect(cases.map((c) => c.getAttribute('name'))).toEqual([
    'markets/brands.json',
    'markets/countries/de.json',
    'markets/countries/fr.json',
    'markets/site.json',
  ]);
  expect(cases.map((c) => c.getAttribute('classname'))).toEqual([
    'markets',
    'markets.countries',
    'markets.countries',
    'markets',
  ]);
  const failures = cases.map((c) => c.querySelector('failure'));
  expect(failures.map((f) => f?.getAttribute('message') ?? null)).toEqual([null, '2 problems', null, '1 problem']);
  expect(failures[1]?.textContent).toBe(
    'markets/countries/de.json /fmaRegion: must be one of na, eu, apa (got "europe") (line 7)\n' +
      'markets/countries/de.json /regionConfigurations/0/languageRegionCode: must look like xx-yy: 100% <b>&</b>\nsecond line (line 20)',
  );
  const suite = doc.querySelector('testsuite');
  expect([suite?.getAttribute('tests'), suite?.getAttribute('failures')]).toEqual(['4', '2']);
});

it('writes the problems and counts as JSON', () => {
  expect(JSON.parse(jsonReport(problems, { countries: 37 }))).toEqual({
    ok: false,
    problems,
    counts: { countries: 37 },
  });
  expect(JSON.parse(jsonReport([], {})).ok).toBe(true);
});
