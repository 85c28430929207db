/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NamesForm } from './names-form';
import { bannedNamesLoaded } from '../../../../src/lib/forms/rule-env';

it('a save refused for another field before the word lists are in also tells of a banned name once they are', async () => {
  const sent: Record<string, string>[] = [];
  render(<NamesForm onSubmit={(v) => sent.push(v)} />);
  fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Admin' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: '' } });
  expect(bannedNamesLoaded()).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  // The empty city is told at once; the banned name as soon as the lists are in, with no change made in between.
  expect(await screen.findByText(/Fill in/)).toBeTruthy();
  expect(await screen.findByText(/Choose another name/)).toBeTruthy();
  expect(screen.getByText(/Fill in/)).toBeTruthy();
  expect(sent).toEqual([]);
});
