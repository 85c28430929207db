/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { CountryCombobox, filterCountries, type CountryOption } from '../../../src/ui/country-combobox';

function country(countryDisplayName: string, code: string, phoneNumberCountryCode: string): CountryOption {
  return { countryDisplayName, countryIconPath: `flags/${code}.svg`, countryRegex: '^[0-9]+$', phoneNumberCountryCode };
}
const germany = country('Germany', 'de', '+49');
const austria = country('Österreich', 'at', '+43');
const czechia = country('Česko', 'cz', '+420');
const unitedKingdom = country('United Kingdom', 'gb', '+44');
const options = [unitedKingdom, germany, austria, czechia];

describe('filterCountries', () => {
  it('matches a substring of the display name whatever its case', () => {
    expect(filterCountries(options, 'GER')).toEqual([germany]);
    expect(filterCountries(options, 'many')).toEqual([germany]);
    expect(filterCountries(options, 'ng')).toEqual([unitedKingdom]);
  });

  it('keeps accents: "öst" and "ČES" match, "ost" and "ces" do not', () => {
    expect(filterCountries(options, 'öst')).toEqual([austria]);
    expect(filterCountries(options, 'ČES')).toEqual([czechia]);
    expect(filterCountries(options, 'ost')).toEqual([]);
    expect(filterCountries(options, 'ces')).toEqual([]);
  });

  it('returns every option for empty or blank text', () => {
    expect(filterCountries(options, '')).toEqual(options);
    expect(filterCountries(options, '  ')).toEqual(options);
  });

  it('does not match the dial code', () => {
    expect(filterCountries(options, '49')).toEqual([]);
  });
});

function Form({
  onChange,
  initial = null,
}: {
  onChange: (option: CountryOption) => void;
  initial?: CountryOption | null;
}) {
  const [value, setValue] = useState<CountryOption | null>(initial);
  return (
    <CountryCombobox
      id="phone-country"
      label="Country"
      options={options}
      value={value}
      iconBase="https://content.example/"
      noResultsText="No matching country"
      onChange={(option) => {
        onChange(option);
        setValue(option);
      }}
    />
  );
}

function show(initial: CountryOption | null = null) {
  const onChange = jest.fn();
  render(<Form onChange={onChange} initial={initial} />);
  return { onChange, input: screen.getByRole('combobox', { name: 'Country' }) };
}

function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => {
    jest.runOnlyPendingTimers();
  }); // downshift's debounced status message
  jest.useRealTimers();
});

it('is a combobox labelled by its label, with the given id, controlling a listbox', () => {
  const { input } = show();
  expect(input.id).toBe('phone-country');
  const listbox = screen.getByRole('listbox', { hidden: true });
  expect(input.getAttribute('aria-controls')).toBe(listbox.id);
});

it('filters the options as the owner types', () => {
  const { input } = show();
  type(input, 'ger');
  const listbox = screen.getByRole('listbox');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Germany+49']);
});

it('shows each option with its flag from iconBase, its name and its dial code', () => {
  const { input } = show();
  type(input, 'Kingdom');
  const option = screen.getByRole('option', { name: 'United Kingdom +44' });
  const flag = option.querySelector('img');
  expect(flag?.getAttribute('src')).toBe('https://content.example/flags/gb.svg');
  expect(flag?.getAttribute('alt')).toBe('');
});

it('chooses the highlighted option with ArrowDown and Enter', () => {
  const { input, onChange } = show();
  type(input, 'e');
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onChange).toHaveBeenCalledWith(germany);
  expect((input as HTMLInputElement).value).toBe('Germany');
  expect(screen.queryByRole('option')).toBeNull();
});

it('opens the full list with ArrowDown and moves back up with ArrowUp', () => {
  const { input, onChange } = show();
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(screen.getAllByRole('option')).toHaveLength(4);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onChange).toHaveBeenCalledWith(unitedKingdom);
});

it('closes the list on Escape without choosing, and puts the chosen name back', () => {
  const { input, onChange } = show(germany);
  type(input, 'Ös');
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Escape' });
  expect(screen.queryByRole('option')).toBeNull();
  expect(onChange).not.toHaveBeenCalled();
  expect((input as HTMLInputElement).value).toBe('Germany');
});

it('keeps the chosen country on Escape while the list is closed', () => {
  const { input } = show(germany);
  fireEvent.keyDown(input, { key: 'Escape' });
  expect((input as HTMLInputElement).value).toBe('Germany');
});

it('shows the whole list again after a choice', () => {
  const { input } = show();
  type(input, 'many');
  fireEvent.click(screen.getByRole('option', { name: 'Germany +49' }));
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(screen.getAllByRole('option')).toHaveLength(4);
});

it('says so when nothing matches', () => {
  const { input } = show();
  type(input, 'xyz');
  expect(screen.queryByRole('option')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('No matching country');
});
