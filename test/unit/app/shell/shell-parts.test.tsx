/** @jest-environment ./test/support/jsdom-environment.js */
/*
 * A part of the shell that comes later (src/app/shell/shell-parts.ts): drawn once its module and its own texts are in,
 * nothing in its place while either cannot be had, and asked for again the next time it is drawn.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyShellPart } from '../../../../src/app/shell/shell-parts';

const texts = { fail: true, asked: 0 };
jest.mock('../../../../src/app/shell/screen-texts', () => ({
  partTextsLoaded: (part: string) => {
    texts.asked += 1;
    return texts.fail ? Promise.reject(new Error(`texts of ${part}: 503`)) : Promise.resolve();
  },
}));
// The help area itself is not what is tested here: a stand-in with its export's name.
jest.mock('../../../../src/app/shell/help-area', () => ({ HelpArea: () => <p>The help area</p> }));

const HelpArea = lazyShellPart('help', (m) => m.HelpArea);
const page = () => (
  <Suspense fallback={null}>
    <HelpArea />
  </Suspense>
);

it('draws nothing while its texts cannot be had, then the part once they come, asking again when drawn again', async () => {
  const { rerender } = render(page());
  await act(async () => {
    await new Promise((done) => setTimeout(done, 0));
  });
  expect(texts.asked).toBe(1);
  expect(screen.queryByText('The help area')).toBeNull();

  texts.fail = false;
  rerender(page());
  await screen.findByText('The help area');
  expect(texts.asked).toBe(2);
  // Once in, it stays: drawn again without asking.
  rerender(page());
  expect(screen.getByText('The help area')).toBeTruthy();
  expect(texts.asked).toBe(2);
});
