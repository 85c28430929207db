import { checkDefinitions } from '../../../generator/pipeline';
import { formatProblem } from '../../../generator/problems';
import { brokenCases } from '../../support/definitions';

const cases = brokenCases();

it('has a corpus of at least 30 broken definitions', () => {
  expect(cases.length).toBeGreaterThanOrEqual(30);
});

describe.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
  const { problems } = checkDefinitions({ texts: c.texts });

  it.each(c.expect.map((e) => [`${e.file} ${e.pointer}`, e] as const))('reports %s', (_where, e) => {
    const hit = problems.find((p) => p.file === e.file && p.pointer === e.pointer && p.message.includes(e.message));
    if (!hit)
      throw new Error(
        `expected "${e.file} ${e.pointer}: ...${e.message}..." among:\n${problems.map(formatProblem).join('\n')}`,
      );
    if (e.line !== undefined) expect(hit.line).toBe(e.line);
  });
});
