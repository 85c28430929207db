import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { YesNo } from '../../../ui/forms/yes-no';
import { LoadFailed } from '../../../ui/load-state';
import { Spinner } from '../../../ui/spinner';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { useModeFocus } from '../../../ui/use-mode-focus';
import type { CommTexts } from '../content';
import { canSave, type Answer, type Question } from '../options';
import {
  prefsAnswered,
  prefsEditCancelled,
  prefsEditStarted,
  prefsOpened,
  prefsSaveRequested,
  selectCommPrefs,
  type PrefsPage,
} from '../prefs-slice';

/** One question as the page shows it. */
export interface PrefItem {
  variable: string;
  name: string;
  description: string;
  mandatory: boolean;
  yesLabel: string;
  noLabel: string;
}

/** A group of questions; without a heading when its one question says it all. */
export interface PrefSection {
  id: string;
  heading: string;
  items: PrefItem[];
}

/**
 * The view-then-edit page of yes/no preferences, shared by the communication and email pages. Mandatory items
 * are listed with their explanation and no radio: they cannot be switched off.
 */
export function PreferencePage({
  page,
  texts,
  sections,
  questions,
  format,
  children,
}: {
  page: PrefsPage;
  texts: CommTexts;
  sections: PrefSection[];
  /** Kept by the caller with a stable identity: opening the page starts the load. */
  questions: Question[];
  /** The email page's format question (a question's variable): saved as the ECP call's format. */
  format?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectCommPrefs);
  const headingId = useId();
  const incompleteId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    dispatch(prefsOpened({ page, questions, format }));
  }, [dispatch, page, questions, format]);
  const editing = state.mode !== 'view';
  useModeFocus(panel, editing);
  useUnsavedChanges(
    editing && Object.entries(state.answers).some(([variable, value]) => value !== (state.saved[variable] ?? null)),
  );

  if (state.load === 'loading' || state.load === 'idle' || state.page !== page)
    return <Spinner label={t('app.loading')} />;
  if (state.load === 'failed') {
    return (
      <LoadFailed
        message={t('comm.loadFailed')}
        retryLabel={t('comm.retry')}
        onRetry={() => dispatch(prefsOpened({ page, questions, format }))}
      />
    );
  }

  const valueText = (item: PrefItem, value: Answer) => {
    if (item.mandatory) return texts.alwaysOn;
    if (value === 1) return item.yesLabel;
    if (value === 0) return item.noLabel;
    return t('comm.notSet');
  };

  if (state.mode === 'view') {
    return (
      <section ref={panel} className="panel option-summary comm-summary" aria-labelledby={headingId}>
        <div className="panel-heading">
          <h2 id={headingId}>{t('comm.yourChoices')}</h2>
          <button type="button" className="button button-primary" onClick={() => dispatch(prefsEditStarted())}>
            {texts.editButton}
          </button>
        </div>
        {children}
        {sections.map((section) => (
          <div key={section.id} className="comm-section">
            {section.heading && <h3>{section.heading}</h3>}
            <dl className="option-values">
              {section.items.map((item) => (
                <div key={item.variable} className="option-value">
                  <dt>{item.name}</dt>
                  <dd>{valueText(item, state.saved[item.variable] ?? null)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </section>
    );
  }

  const complete = canSave(state.answers);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !state.saving) dispatch(prefsSaveRequested());
  };
  return (
    <form
      ref={(el) => {
        panel.current = el;
      }}
      className="panel option-form comm-form"
      onSubmit={submit}
      aria-labelledby={headingId}
      noValidate
    >
      <div className="panel-heading">
        <h2 id={headingId}>{t('comm.yourChoices')}</h2>
      </div>
      {state.saveFailed && (
        <p className="panel panel-error" role="alert">
          {t('comm.saveFailed')}
        </p>
      )}
      {sections.map((section) => (
        <div key={section.id} className="comm-section">
          {section.heading && <h3>{section.heading}</h3>}
          {section.items.map((item) =>
            item.mandatory ? (
              <div key={item.variable} className="comm-fixed">
                <p className="comm-fixed-name">
                  <strong>{item.name}</strong>: {texts.alwaysOn}
                </p>
                {item.description && <p className="hint">{item.description}</p>}
              </div>
            ) : (
              <YesNo
                key={item.variable}
                name={`comm-${item.variable}`}
                legend={item.name}
                description={item.description || undefined}
                value={state.answers[item.variable] ?? null}
                onChange={(value) => dispatch(prefsAnswered({ variable: item.variable, value }))}
                yesLabel={item.yesLabel}
                noLabel={item.noLabel}
                disabled={state.saving}
              />
            ),
          )}
        </div>
      ))}
      {!complete && (
        <p className="hint" id={incompleteId}>
          {t('comm.answerAll')}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={() => dispatch(prefsEditCancelled())} disabled={state.saving}>
          {texts.cancelButton}
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={!complete || state.saving}
          aria-describedby={complete ? undefined : incompleteId}
        >
          {state.saving ? t('comm.saving') : texts.saveButton}
        </button>
      </div>
    </form>
  );
}
