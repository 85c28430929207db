import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { marketUnits, UNIT_KINDS, UNIT_OPTIONS, type UnitKind, type Units } from '../../../lib/units/units';
import { LoadState } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { ScreenHeader } from '../../../ui/screen-header';
import { unitsSaveRequested, unitsSaveReset } from '../../../ui/units/slice';
import { useUnits, useUnitsState } from '../../../ui/units/use-units';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';

const same = (a: Units, b: Units) => UNIT_KINDS.every((k) => a[k] === b[k]);

/**
 * /units-of-measurement: the owner's distance, fuel economy, tyre pressure and temperature units, each a group of
 * choices with the country's own marked; saved together. Until the owner chooses, the market's units apply
 * (site.json formats.units); "use my country's units" forgets their choices.
 */
export function UnitsOfMeasurementScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market, tables } = useMarket();
  const current = useUnits();
  const state = useUnitsState();
  const countrys = marketUnits(market.countryCode, tables.site.formats.units);
  const [draft, setDraft] = useState<Units | null>(null);
  const shown = draft ?? current;
  const saving = state?.save.status === 'saving';
  const dirty = draft !== null && !same(draft, current);
  useUnsavedChanges(dirty && !saving);
  // Saved: the service's answer is what was sent, so the draft is no longer an unsaved change.
  const saved = state?.save.status === 'saved';
  // A message of an earlier visit is not shown again.
  useEffect(
    () => () => {
      dispatch(unitsSaveReset());
    },
    [dispatch],
  );
  const status = state === undefined || state.status === 'idle' ? 'loading' : state.status;

  const choose = <K extends UnitKind>(kind: K, unit: Units[K]) => {
    if (state?.save.status !== 'idle') dispatch(unitsSaveReset());
    setDraft({ ...shown, [kind]: unit });
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    dispatch(unitsSaveRequested(shown));
  };

  return (
    <div className="screen units">
      <ScreenHeader title={t('screen.units-of-measurement.title')} lead={t('units.lead')} />
      {status === 'loading' ? (
        <LoadState status="loading" loadingLabel={t('app.loading')} message="" />
      ) : (
        <form className="units-form" onSubmit={save} noValidate>
          {status === 'market' && <p className="panel units-note">{t('units.loadFailed')}</p>}
          {UNIT_KINDS.map((kind) => (
            <UnitChoices
              key={kind}
              kind={kind}
              value={shown[kind]}
              countrys={countrys[kind]}
              onChoose={(unit) => choose(kind, unit)}
            />
          ))}
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
              {t('units.save')}
            </button>
            <button
              type="button"
              className="button"
              disabled={saving}
              onClick={() => {
                setDraft(countrys);
                dispatch(unitsSaveRequested({}));
              }}
            >
              {t('units.reset')}
            </button>
          </div>
          {state?.save.status === 'failed' && (
            <p className="field-error" role="alert">
              {t('units.saveFailed')}
            </p>
          )}
          {/* Always there, so that what it says is announced when it appears. */}
          <p className="units-saved" role="status">
            {saved ? t('units.saved') : ''}
          </p>
        </form>
      )}
    </div>
  );
}

/** One kind's units as radio buttons in a fieldset named for the kind; the country's own unit says so. */
function UnitChoices<K extends UnitKind>({
  kind,
  value,
  countrys,
  onChoose,
}: {
  kind: K;
  value: Units[K];
  countrys: Units[K];
  onChoose: (unit: Units[K]) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="units-group">
      <legend>{t(`units.kind.${kind}`)}</legend>
      {UNIT_OPTIONS[kind].map((unit) => (
        <label key={unit} className="units-option">
          <input type="radio" name={name} value={unit} checked={value === unit} onChange={() => onChoose(unit)} />
          <span>
            {t(`units.option.${unit}`)}
            {unit === countrys && <span className="units-default"> – {t('units.marketDefault')}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
