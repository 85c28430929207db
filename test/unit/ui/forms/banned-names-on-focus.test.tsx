/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NamesForm } from './names-form';
import { bannedNamesLoaded } from '../../../../src/lib/forms/rule-env';

it('asks for the word lists when the owner first goes into a field, not while the page starts', async () => {
  render(<NamesForm onSubmit={() => undefined} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(bannedNamesLoaded()).toBe(false);
  fireEvent.focus(screen.getByRole('textbox', { name: 'First name' }));
  await waitFor(() => expect(bannedNamesLoaded()).toBe(true));
});
