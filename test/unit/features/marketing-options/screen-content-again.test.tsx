/** @jest-environment ./test/support/jsdom-environment.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CONTENT_NAME } from '../../../../src/features/marketing-options/content';
import { fragmentLoaded } from '../../../../src/ui/content/slice';
import { renderApp, shellFragments } from '../../../support/render-app';

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * The page's content handed over again as a new copy (a hydrated page moves from the state it was rendered with to
 * the store's; a second answer of the same fragment): the owner's edits and the edit mode stay. Seen in browser runs
 * under load as an unsaved-changes dialog that never came: the page had started its load again, back in view mode.
 */
it("keeps the owner's edits when the same content comes again", async () => {
  const content = shellFragments()[CONTENT_NAME] as {
    editButton: string;
    no: string;
    options: { optionName: string }[];
  };
  const { store } = await renderApp('/product/en-us/marketing-options', { marketId: 'product/en-us', signedIn: true });
  fireEvent.click(await screen.findByRole('button', { name: content.editButton }));
  const first = content.options[0]!.optionName;
  const group = await screen.findByRole('group', { name: first });
  fireEvent.click(within(group).getByRole('radio', { name: content.no }));
  expect(within(group).getByRole('radio', { name: content.no })).toHaveProperty('checked', true);

  await act(async () => {
    store.dispatch(fragmentLoaded({ name: CONTENT_NAME, data: structuredClone(shellFragments()[CONTENT_NAME]!) }));
  });
  const still = screen.getByRole('group', { name: first });
  expect(within(still).getByRole('radio', { name: content.no })).toHaveProperty('checked', true);
  expect(screen.queryByRole('button', { name: content.editButton })).toBeNull();
});
