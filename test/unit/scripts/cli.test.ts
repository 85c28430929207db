import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../generator/pipeline';
import { runValidate } from '../../../generator/validate-command';

const TSX = path.join(PROJECT_ROOT, 'node_modules/.bin/tsx');
const run = (script: string, args: string[]) =>
  spawnSync(TSX, [path.join(PROJECT_ROOT, 'scripts', script), ...args], { encoding: 'utf8', cwd: PROJECT_ROOT });
/** validate's command in this process: two tests below run the script itself, to prove its output and exit code. */
const validate = (args: string[]) => runValidate(args);

/** A throw-away copy of schemas/ and markets/ that a test may break. */
function copyTree(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'markets-'));
  for (const part of ['schemas', 'markets'])
    fs.cpSync(path.join(PROJECT_ROOT, part), path.join(dir, part), { recursive: true });
  return dir;
}

function hashTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, e.name);
      if (e.isDirectory()) walk(child);
      else
        out.set(
          child,
          crypto
            .createHash('sha256')
            .update(fs.readFileSync(path.join(dir, child)))
            .digest('hex'),
        );
    }
  };
  walk('');
  return out;
}

describe('npm run validate', () => {
  it('exits 0 on the real data and prints the counts', () => {
    const r = run('validate.ts', []);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('37 countries, 48 language entries, 6 environments');
    expect(r.stdout).toContain('0 problems');
    // Nothing between the problems and the summary when every language is complete; --coverage lists them all.
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(validate(['--coverage']).stdout).toMatch(/^content de: (\d+)\/\1 keys, fragments/m);
  });

  it('prints file, pointer and rule, one line per problem, and exits non-zero without a stack trace', () => {
    const dir = copyTree();
    const file = path.join(dir, 'markets/countries/de.json');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('"de-de"', '"DE_de"').replace('"fmaRegion": "eu"', '"fmaRegion": "europe"'),
    );
    const r = run('validate.ts', ['--project', dir]);
    expect(r.status).toBe(1);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toContain(
      'markets/countries/de.json /regionConfigurations/0/languageRegionCode: must look like xx-yy (got "DE_de") (line 20)',
    );
    expect(lines).toContain('markets/countries/de.json /fmaRegion: must be one of na, eu, apa (got "europe") (line 7)');
    // The German override now names a locale no entry has: true, and worth saying.
    expect(lines).toContain(
      'markets/routes/overrides/de-de.json /languageRegionCode: no language entry "de-de" exists for product or lincoln (line 3)',
    );
    expect(lines.at(-1)).toMatch(/3 problems$/);
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
  });

  it('reports a text a shipped language lacks (no silent English on a Thai page), and a plural form it lacks', () => {
    const dir = copyTree();
    const file = path.join(dir, 'markets/content/th.json');
    const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as { texts: Record<string, string> };
    delete bundle.texts['wallet.app.default'];
    const polishFile = path.join(dir, 'markets/content/pl.json');
    const polish = JSON.parse(fs.readFileSync(polishFile, 'utf8')) as { texts: Record<string, string> };
    delete polish.texts['loyalty.points_few'];
    fs.writeFileSync(file, JSON.stringify(bundle, null, 2));
    fs.writeFileSync(polishFile, JSON.stringify(polish, null, 2));
    const r = validate(['--project', dir]);
    expect(r.status).toBe(1);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toContain(
      'markets/content/th.json /texts/wallet.app.default: missing key that en.json has: wallet.app.default (line 4)',
    );
    expect(lines).toContain(
      'markets/content/pl.json /texts/loyalty.points_few: missing plural form "few" that pl counts need: loyalty.points_few (line 4)',
    );
    expect(lines.at(-1)).toMatch(/2 problems$/);
  });

  it('speaks the formats CI shows inline: GitHub annotations, a JUnit file (JSON: problem-reports.test.ts); and exits 2 on an unknown format', () => {
    const dir = copyTree();
    const file = path.join(dir, 'markets/countries/de.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"fmaRegion": "eu"', '"fmaRegion": "europe"'));
    const github = validate(['--project', dir, '--format', 'github']);
    expect(github.status).toBe(1);
    expect(github.stdout).toContain(
      '::error file=markets/countries/de.json,line=7,col=1,title=/fmaRegion::must be one of na, eu, apa (got "europe")',
    );
    const junit = path.join(dir, 'validate.xml');
    const written = validate(['--project', dir, '--format', 'junit', '--output', junit]);
    expect(written.status).toBe(1);
    expect(fs.readFileSync(junit, 'utf8')).toMatch(
      /<testcase classname="markets.countries" name="markets\/countries\/de.json">\s*<failure /,
    );
    const unknown = validate(['--format', 'xml']);
    expect([unknown.status, unknown.stderr.trim()]).toEqual([
      2,
      'validate could not run: --format must be one of text, github, junit, json (got "xml")',
    ]);
  });

  it('reports a file that is not JSON with its line', () => {
    const dir = copyTree();
    fs.writeFileSync(path.join(dir, 'markets/site.json'), '{\n  "fallback": {\n    "brand": "product",\n  }\n}\n');
    const r = validate(['--project', dir]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^markets\/site\.json: is not valid JSON: .* \(line 4\)$/m);
  });
});

describe('npm run new-market', () => {
  it('scaffolds a country file that validates once its blanks are filled', () => {
    const dir = copyTree();
    expect(run('new-market.ts', ['is', '--project', dir, '--region', 'eu', '--language', 'is']).status).toBe(0);
    const file = path.join(dir, 'markets/countries/is.json');
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(doc).toMatchObject({ name: 'Iceland', countryCode: 'IS', threeLetterCountryCode: 'ISL', fmaRegion: 'eu' });
    // The blank a person must fill: Icelandic texts.
    const first = validate(['--project', dir]);
    expect(first.status).toBe(1);
    expect(first.stdout).toContain(
      'markets/countries/is.json /regionConfigurations/0/languageRegionCode: has no content bundle',
    );
    fs.writeFileSync(
      path.join(dir, 'markets/content/is.json'),
      JSON.stringify({ locale: 'is', texts: { 'app.title': 'Eigendareikningur' } }),
    );
    // A shipped language needs every text English has, and every fragment.
    const partial = validate(['--project', dir]);
    expect(partial.status).toBe(1);
    expect(partial.stdout).toContain(
      'markets/content/is.json /texts/app.signIn: missing key that en.json has: app.signIn',
    );
    const english = JSON.parse(fs.readFileSync(path.join(dir, 'markets/content/en.json'), 'utf8')).texts as Record<
      string,
      string
    >;
    fs.writeFileSync(
      path.join(dir, 'markets/content/is.json'),
      JSON.stringify({ locale: 'is', texts: { ...english, 'app.title': 'Eigendareikningur' } }),
    );
    for (const name of fs.readdirSync(path.join(dir, 'markets/content/fragments'))) {
      const fragmentFile = path.join(dir, 'markets/content/fragments', name);
      const fragment = JSON.parse(fs.readFileSync(fragmentFile, 'utf8'));
      if (!fragment.languageIndependent) fragment.fragments.is = fragment.fragments.en;
      fs.writeFileSync(fragmentFile, JSON.stringify(fragment));
    }
    // A European country joins the EU lists (spec 002 §9): the country groups, the dealer countries, a store prefix.
    const lists = validate(['--project', dir]);
    expect(lists.status).toBe(1);
    expect(lists.stdout).toContain('not one of the EU countries (site.json countryGroups.europe)');
    const siteFile = path.join(dir, 'markets/site.json');
    const siteDoc = JSON.parse(fs.readFileSync(siteFile, 'utf8'));
    siteDoc.countryGroups.europe.push('IS');
    siteDoc.dealers.countries.push('ISL');
    siteDoc.dealers.storeUrlPrefixes.IS = 'https://www.product.example/is/umbod/';
    fs.writeFileSync(siteFile, JSON.stringify(siteDoc));
    const second = validate(['--project', dir]);
    expect(second.stdout).toContain('38 countries, 49 language entries');
    expect(second.status).toBe(0);
  });

  it('leaves blanks that validate names when no region is given', () => {
    const dir = copyTree();
    run('new-market.ts', ['is', '--project', dir]);
    const r = validate(['--project', dir]);
    expect(r.stdout).toContain('markets/countries/is.json /fmaRegion: must be one of na, eu, apa (got "")');
    expect(r.stdout).toContain('markets/countries/is.json /appId: must not be empty');
  });

  it('refuses an unknown country code and an existing market', () => {
    expect(run('new-market.ts', ['xx']).stderr).toContain('"xx" is not an ISO 3166 two-letter country code');
    expect(run('new-market.ts', ['de']).stderr).toContain('markets/countries/de.json already exists');
  });
});

describe('npm run generate', () => {
  it('writes the same bytes twice', () => {
    const a = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-a-'));
    const b = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-b-'));
    expect(run('generate.ts', ['--out', a]).status).toBe(0);
    expect(run('generate.ts', ['--out', b]).status).toBe(0);
    const first = hashTree(a);
    expect(first.size).toBeGreaterThan(20);
    expect(hashTree(b)).toEqual(first);
  }, 60_000);
});

describe('npm run bench', () => {
  it("loads the test harness it signs in with under plain Node, where Jest's globals are not", () => {
    const r = spawnSync(TSX, ['-e', "console.log(typeof require('./scripts/bench/owner-token.ts').ownerAccessToken)"], {
      encoding: 'utf8',
      cwd: PROJECT_ROOT,
    });
    expect(r.stderr).not.toMatch(/ReferenceError/);
    expect(r.stdout.trim()).toBe('function');
  });
});
