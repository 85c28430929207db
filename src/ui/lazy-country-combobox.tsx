import { lazy, Suspense } from 'react';
import type { CountryComboboxProps } from './country-combobox';

/** The combobox and downshift (some 37 KB) load with the first country box a form shows, not with every form page. */
const Combobox = lazy(() => import('./country-combobox').then((m) => ({ default: m.CountryCombobox })));

export function LazyCountryCombobox(props: CountryComboboxProps) {
  return (
    <Suspense fallback={<ComboboxPlaceholder {...props} />}>
      <Combobox {...props} />
    </Suspense>
  );
}

/** The box as it will look while its code loads (same label, flag and field, so nothing moves), not yet to be used. */
function ComboboxPlaceholder({ id, label, value, iconBase, describedBy }: CountryComboboxProps) {
  return (
    <div className="ui-combobox">
      <label className="ui-combobox-label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-combobox-field">
        {value ? <img className="ui-combobox-flag" src={iconBase + value.countryIconPath} alt="" /> : null}
        <input
          id={id}
          className="ui-combobox-input"
          value={value?.countryDisplayName ?? ''}
          readOnly
          aria-busy="true"
          aria-describedby={describedBy}
        />
      </div>
    </div>
  );
}
