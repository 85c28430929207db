import fs from 'node:fs';
import path from 'node:path';
import { readTree, type FileTexts } from '../../generator/load';
import { PROJECT_ROOT } from '../../generator/pipeline';

/** The real definitions, read once per test file; each test changes its own copy. */
let pristine: FileTexts | undefined;
export function realTexts(): FileTexts {
  pristine ??= readTree(PROJECT_ROOT);
  return new Map(pristine);
}

/** A real definition file as data, changed by `edit`, put back as text. T names the file's shape, e.g. ContentBundle. */
export function editJson<T>(texts: FileTexts, file: string, edit: (data: T) => void): FileTexts {
  const text = texts.get(file);
  if (text === undefined) throw new Error(`no such definition: ${file}`);
  const data = JSON.parse(text) as T;
  edit(data);
  texts.set(file, JSON.stringify(data, null, 2));
  return texts;
}

export interface BrokenCase {
  name: string;
  description: string;
  texts: FileTexts;
  expect: { file: string; pointer: string; message: string; line?: number }[];
}

/** test/fixtures/broken/<case>/: files under markets/ replace or add real ones; expected.json says what must be reported. */
export function brokenCases(): BrokenCase[] {
  const dir = path.join(PROJECT_ROOT, 'test/fixtures/broken');
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => {
      const caseDir = path.join(dir, name);
      const expected = JSON.parse(fs.readFileSync(path.join(caseDir, 'expected.json'), 'utf8'));
      const texts = realTexts();
      for (const [file, text] of readTree(caseDir)) texts.set(file, text);
      for (const file of expected.delete ?? []) texts.delete(file);
      return { name, description: expected.description, texts, expect: expected.problems };
    });
}
