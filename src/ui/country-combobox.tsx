import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useState, type KeyboardEvent } from 'react';

/** One entry of the phone-number-dropdown content (spec 000 §3). */
export interface CountryOption {
  countryDisplayName: string;
  countryIconPath: string;
  countryRegex: string;
  phoneNumberCountryCode: string;
}

export interface CountryComboboxProps {
  /** The input's id, for a form label or error message elsewhere to point at. */
  id: string;
  label: string;
  options: CountryOption[];
  value: CountryOption | null;
  onChange: (option: CountryOption) => void;
  /** Content host prefix of the flag images: src is iconBase + countryIconPath. */
  iconBase: string;
  /** Shown when the typed text matches no country. */
  noResultsText: string;
  /** Ids of the hint and error texts of the field, when a form shows them. */
  describedBy?: string;
  invalid?: boolean;
  onBlur?: () => void;
}

/**
 * Spec 000 §5: a case-insensitive substring match on the display name. Accents are not folded:
 * "öst" finds Österreich, "ost" does not.
 */
export function filterCountries(options: CountryOption[], text: string): CountryOption[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return options;
  return options.filter((option) => option.countryDisplayName.toLowerCase().includes(needle));
}

const nameOf = (option: CountryOption | null) => option?.countryDisplayName ?? '';

/** Leaving the field or pressing Escape puts the chosen country's name back in place of a half-typed filter. */
function stateReducer(
  state: UseComboboxState<CountryOption>,
  { type, changes }: UseComboboxStateChangeOptions<CountryOption>,
) {
  switch (type) {
    case useCombobox.stateChangeTypes.InputBlur:
    case useCombobox.stateChangeTypes.InputKeyDownEscape:
      return { ...changes, inputValue: nameOf(changes.selectedItem ?? state.selectedItem) };
    default:
      return changes;
  }
}

/** A country picker with a type-ahead filter: flag, name and dial code per option. */
export function CountryCombobox({
  id,
  label,
  options,
  value,
  onChange,
  iconBase,
  noResultsText,
  describedBy,
  invalid,
  onBlur,
}: CountryComboboxProps) {
  // The filter is what the owner typed, not the input's text: after a choice the whole list shows again.
  const [filter, setFilter] = useState('');
  const items = filterCountries(options, filter);
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<CountryOption>({
      id: `${id}-combobox`,
      inputId: id,
      items,
      itemToString: nameOf,
      itemToKey: (option) => option?.countryDisplayName,
      selectedItem: value,
      stateReducer,
      onInputValueChange: ({ type, inputValue }) => {
        setFilter(type === useCombobox.stateChangeTypes.InputChange ? inputValue : '');
      },
      onIsOpenChange: ({ isOpen: open }) => {
        if (!open) setFilter('');
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onChange(selectedItem);
      },
    });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // With the list closed, downshift's Escape would clear the chosen country; let Escape pass
    // instead (e.g. to close a surrounding modal).
    if (event.key === 'Escape' && !isOpen) Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
  };

  return (
    <div className="ui-combobox">
      <label className="ui-combobox-label" {...getLabelProps()}>
        {label}
      </label>
      <div className="ui-combobox-field">
        {value ? <img className="ui-combobox-flag" src={iconBase + value.countryIconPath} alt="" /> : null}
        <input
          className="ui-combobox-input"
          {...getInputProps({
            onKeyDown,
            onBlur,
            'aria-describedby': describedBy,
            'aria-invalid': invalid || undefined,
          })}
        />
      </div>
      <ul
        className={`ui-combobox-menu${isOpen && items.length > 0 ? ' ui-combobox-menu--open' : ''}`}
        {...getMenuProps()}
      >
        {isOpen
          ? items.map((option, index) => (
              <li
                key={option.countryDisplayName}
                className={`ui-combobox-option${highlightedIndex === index ? ' ui-combobox-option--highlighted' : ''}`}
                {...getItemProps({ item: option, index })}
              >
                <img className="ui-combobox-flag" src={iconBase + option.countryIconPath} alt="" />
                <span className="ui-combobox-name">{option.countryDisplayName}</span>
                <span className="ui-combobox-dial">{option.phoneNumberCountryCode}</span>
              </li>
            ))
          : null}
      </ul>
      {isOpen && items.length === 0 ? (
        <p role="status" className="ui-combobox-empty">
          {noResultsText}
        </p>
      ) : null}
    </div>
  );
}
