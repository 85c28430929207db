import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { form } from '../../../generated/forms/personal-info';
import precompiled from '../../../generated/forms/personal-info.validator.js';
import { withCountryLabels } from '../../../lib/forms/country-fields';
import { ruleEnv } from '../../../lib/forms/rule-env';
import { hiddenFields } from '../../../lib/forms/rules';
import { routePath } from '../../../lib/market/route-paths';
import { useFragmentState } from '../../../ui/content/use-fragment';
import { readPhoneList, type PhoneList } from '../../../ui/forms/phone-list';
import { RuleForm } from '../../../ui/forms/rule-form';
import { fieldLabel } from '../../../ui/forms/rule-validation';
import type { FormContext } from '../../../ui/forms/theme';
import { YesNo } from '../../../ui/forms/yes-no';
import { LoadState } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useHydrating } from '../../../ui/use-hydrating';
import { clearJustRegistered, isJustRegistered } from '../arrival';
import { contactBody } from '../contact-body';
import { CONTENT_CATEGORY, CONTENT_NAME, readMarketingContent, type MarketingContent } from '../content';
import { canSave, postRegistrationOptions } from '../options';
import { contactChanged, optionChanged, saveRequested, selectMarketing, type ContactValues } from '../slice';
import { usePageOpened } from './use-page-opened';

const schema = form.schema as RJSFSchema;
// The validator the generator precompiled for this exact schema: no schema compiler in the browser (strict CSP).
const validator = createPrecompiledValidator(precompiled, schema);

/** Spec 000 §2: shown right after registration (or in webview); anyone else goes on to marketing options. */
export function PostRegistrationScreen() {
  const { market, routes, webview } = useMarket();
  const [arrived] = useState(() => webview || isJustRegistered(globalThis.sessionStorage));
  // The prerendered page is the form (the build cannot know the tab's arrival): the way on waits for hydration's end.
  const hydrating = useHydrating();
  const marketingPath = routePath(routes, 'marketing-options');
  if (!arrived && !hydrating && marketingPath !== undefined) return <Navigate to={marketingPath} replace />;
  return <PostRegistration key={market.id} />;
}

function PostRegistration() {
  const { t } = useTranslation();
  const fragment = useFragmentState(CONTENT_CATEGORY, CONTENT_NAME);
  const phones = useFragmentState('phone-number-dropdown', 'phone-number-dropdown');
  const content = useMemo(
    () => (fragment.status === 'loaded' ? readMarketingContent(fragment.data) : null),
    [fragment],
  );
  const phoneList = useMemo(() => readPhoneList(phones.status === 'loaded' ? phones.data : null), [phones]);
  const ready = content !== null && phones.status !== 'loading';
  return (
    <div className="screen post-registration">
      <ScreenHeader title={t('screen.eu-post-registration.title')} lead={content?.description} />
      {!ready && fragment.status !== 'unavailable' && <Spinner label={t('app.loading')} />}
      {fragment.status !== 'loading' && !content && (
        <p className="panel panel-error" role="alert">
          {t('marketing.unavailable')}
        </p>
      )}
      {ready && <Choices content={content} phoneList={phoneList} />}
    </div>
  );
}

function Choices({ content, phoneList }: { content: MarketingContent; phoneList: PhoneList }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { market, routes } = useMarket();
  const state = useSelector(selectMarketing);
  const [attempted, setAttempted] = useState(false);
  const shown = useMemo(() => content.options.filter((o) => o.optionShow), [content]);
  usePageOpened('eu-post-registration', shown);
  useEffect(() => {
    if (!state.done) return;
    clearJustRegistered(globalThis.sessionStorage);
    const dashboard = routePath(routes, 'account-dashboard');
    if (dashboard !== undefined) void navigate(dashboard, { replace: true });
  }, [state.done, routes, navigate]);

  const env = useMemo(() => ruleEnv(market, phoneList.countries), [market, phoneList]);
  const hidden = useMemo(() => hiddenFields(form.conditions, state.values), [state.values]);
  const uiSchema = useMemo(() => {
    const ui = withCountryLabels(form.uiSchema, market, (field) => field in form.schema.properties);
    for (const field of hidden) ui[field] = { 'ui:widget': 'hidden' };
    return ui;
  }, [hidden, market]);
  const context = useMemo<FormContext>(
    () => ({
      t,
      phoneCountries: phoneList.countries,
      iconBase: `${market.contentUrl}/`,
      yes: content.yes,
      no: content.no,
    }),
    [t, phoneList, market, content],
  );

  if (state.load === 'failed') {
    return <LoadState status={state.load} loadingLabel={t('app.loading')} message={t('marketing.loadFailed')} />;
  }
  // Until the profile is in, the form is drawn with its fields disabled (also in the prerendered page).
  const loaded = state.load === 'loaded';
  const complete = loaded && canSave(state.values);
  const options = postRegistrationOptions(shown, state.mobilePhoneNumber);
  const label = fieldLabel(form, t, uiSchema);
  // Beyond the ruled fields' errors (dropped by RuleForm): a hidden field's too; the rest say which field is empty.
  const transformErrors = (errors: RJSFValidationError[]) =>
    errors
      .filter((e) => !hidden.has(e.property?.replace(/^\./, '') ?? ''))
      .map((e) => ({ ...e, message: `${t('form.nonEmpty')} ${label(e.property?.replace(/^\./, '') ?? '')}` }));
  const submit = () => {
    if (!complete || state.saving) return;
    dispatch(saveRequested(contactBody(state.contact, state.values, market, phoneList.trunkPrefixes)));
  };

  return (
    <div className="panel option-form" aria-busy={!loaded || undefined}>
      {state.restored && (
        <p className="notice" role="status">
          {t('marketing.restored')}
        </p>
      )}
      {options.map((o) => (
        <YesNo
          key={o.apiVariable}
          name={`option-${o.apiVariable}`}
          legend={o.optionName}
          description={o.optionDescription}
          value={state.values[o.apiVariable] ?? null}
          disabled={state.saving || !loaded}
          onChange={(value) => {
            // Spec 000 §5: changing an option clears the errors of the fields it shows or hides (the form remounts below).
            setAttempted(false);
            dispatch(optionChanged({ variable: o.apiVariable, value }));
          }}
          yesLabel={content.yes}
          noLabel={content.no}
        />
      ))}
      <RuleForm
        key={[...hidden].join(' ')}
        form={form}
        validator={validator}
        uiSchema={uiSchema}
        formData={state.contact}
        formContext={context}
        env={env}
        hidden={hidden}
        t={t}
        attempted={attempted}
        onAttempt={() => setAttempted(true)}
        onChange={(values: ContactValues) => dispatch(contactChanged(values))}
        onSubmit={submit}
        transformErrors={transformErrors}
        disabled={state.saving || !loaded}
        idPrefix="contact"
      >
        {state.contactError && (
          <p className="field-error" role="alert">
            {state.contactError}
          </p>
        )}
        {!hidden.has('mobilePhoneNumber') && <p className="hint">{content.phoneDisclaimer}</p>}
        {!complete && (
          <p className="hint" id="post-registration-incomplete">
            {t('marketing.answerAll')}
          </p>
        )}
        <div className="form-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={!complete || state.saving}
            aria-describedby={complete ? undefined : 'post-registration-incomplete'}
          >
            {state.saving ? t('marketing.saving') : content.saveButton}
          </button>
        </div>
      </RuleForm>
      {/* Last: the panel's first choice draws no rule above it. */}
      {!loaded && <Spinner label={t('app.loading')} quiet />}
    </div>
  );
}
