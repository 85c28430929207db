import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertNoCodeCompilation } from '../../../scripts/build';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const chunk = (name: string, code: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, code);
  return file;
};

it('refuses a browser chunk that compiles code at run time (new Function, eval, an AJV compiler)', () => {
  expect(() => assertNoCodeCompilation([chunk('a.js', 'const f=new Function("return 1")')])).toThrow(
    /a\.js compiles code at run time/,
  );
  expect(() => assertNoCodeCompilation([chunk('b.js', 'x=1;eval("2")')])).toThrow(/b\.js/);
  expect(() => assertNoCodeCompilation([chunk('c.js', 'opts.strictSchema=true')])).toThrow(/c\.js/);
});

it('accepts chunks that only run precompiled validators', () => {
  expect(() =>
    assertNoCodeCompilation([chunk('ok.js', 'exports.v=function validate10(data){return true};obj.evaluate(1)')]),
  ).not.toThrow();
});
