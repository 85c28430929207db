/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NamesForm } from './names-form';
import { bannedNamesLoaded } from '../../../../src/lib/forms/rule-env';

it('checks a save made before the word lists are in against them once they are: a banned name is refused, not sent', async () => {
  const sent: Record<string, string>[] = [];
  render(<NamesForm onSubmit={(v) => sent.push(v)} />);
  fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Admin' } });
  expect(bannedNamesLoaded()).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Choose another name/)).toBeTruthy();
  expect(bannedNamesLoaded()).toBe(true);
  expect(sent).toEqual([]);
  // A name of the owner's own goes through, once.
  fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Lena' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(sent).toEqual([{ firstName: 'Lena', city: 'Köln' }]);
  expect(screen.queryByText(/Choose another name/)).toBeNull();
});
