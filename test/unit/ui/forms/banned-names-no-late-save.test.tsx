/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NamesForm } from './names-form';
import { bannedNamesLoaded, loadBannedNames } from '../../../../src/lib/forms/rule-env';

it('a save refused before the word lists are in is not sent by itself once they are, though the owner fixed the form meanwhile', async () => {
  const sent: Record<string, string>[] = [];
  render(<NamesForm onSubmit={(v) => sent.push(v)} />);
  fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Lena' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: '' } });
  expect(bannedNamesLoaded()).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  // Fixed at once, before the lists are in: the save waits for the owner's next press.
  fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Köln' } });
  await act(() => loadBannedNames());
  expect(sent).toEqual([]);
  expect(screen.queryByText(/Fill in/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(sent).toEqual([{ firstName: 'Lena', city: 'Köln' }]);
});
