/*
 * The order of the browser tests: the longest walks first, so a run never waits on one of them at its end. Jest
 * orders by the durations it remembers, but a fresh clone (CI) has none and would go by file size.
 */
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST = [
  'one-language',
  'prerender',
  'layout-walk',
  'layout-walk-world',
  'sign-in-security',
  'shell',
  'focus-and-edits',
];
const rank = (test) => {
  const at = LONGEST.findIndex((name) => test.path.endsWith(`/${name}.test.ts`));
  return at === -1 ? LONGEST.length : at;
};

class SlowestFirst extends Sequencer {
  async sort(tests) {
    const remembered = await super.sort(tests);
    return [...remembered].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowestFirst;
