import { useId } from 'react';

export type YesNoValue = 1 | 0 | null;

export interface YesNoProps {
  /** Unique within the form: the radio group's name. */
  name: string;
  legend: string;
  description?: string;
  value: YesNoValue;
  onChange: (value: 1 | 0) => void;
  yesLabel: string;
  noLabel: string;
  disabled?: boolean;
}

/**
 * Spec 000 §2: one yes/no radio pair. A fieldset with a legend, so a screen reader announces the question
 * with each answer; arrow keys move between the two as in any radio group. Unknown (null) checks neither.
 */
export function YesNo({ name, legend, description, value, onChange, yesLabel, noLabel, disabled }: YesNoProps) {
  const descriptionId = useId();
  return (
    <fieldset className="yes-no" aria-describedby={description ? descriptionId : undefined} disabled={disabled}>
      <legend className="yes-no-legend">{legend}</legend>
      {description && (
        <p id={descriptionId} className="yes-no-description">
          {description}
        </p>
      )}
      <div className="yes-no-choices">
        <label className="yes-no-choice">
          <input type="radio" name={name} value="1" checked={value === 1} onChange={() => onChange(1)} />
          <span>{yesLabel}</span>
        </label>
        <label className="yes-no-choice">
          <input type="radio" name={name} value="0" checked={value === 0} onChange={() => onChange(0)} />
          <span>{noLabel}</span>
        </label>
      </div>
    </fieldset>
  );
}
