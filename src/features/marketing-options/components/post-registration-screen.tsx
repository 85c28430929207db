import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { form } from '../../../generated/forms/personal-info';
import { hiddenFields } from '../../../lib/forms/rules';
import { routePath } from '../../../lib/market/route-paths';
import { useFragmentState } from '../../../ui/content/use-fragment';
import { readPhoneList, type PhoneList } from '../../../ui/forms/phone-list';
import { YesNo } from '../../../ui/forms/yes-no';
import { loadOnce } from '../../../ui/load-once';
import { LoadState } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useHydrating } from '../../../ui/use-hydrating';
import { useIdleLoad } from '../../../ui/use-idle-load';
import { clearJustRegistered, isJustRegistered } from '../arrival';
import { CONTENT_CATEGORY, CONTENT_NAME, readMarketingContent, type MarketingContent } from '../content';
import { canSave, postRegistrationOptions } from '../options';
import { contactChanged, optionChanged, saveRequested, selectMarketing, type ContactValues } from '../slice';
import { usePageOpened } from './use-page-opened';

/** The contact fields and the form library under them: none is shown until an option asks for one. */
const contactForm = loadOnce(() => import('./contact-form'));
const contactFields = Object.keys(form.schema.properties);

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

  const hidden = useMemo(() => hiddenFields(form.conditions, state.values), [state.values]);
  const fieldsShown = contactFields.some((field) => !hidden.has(field));
  // Fetched once the page is usable (not beside its own start), at once when an option shows a field.
  const fields = useIdleLoad(contactForm, fieldsShown, state.load === 'loaded');

  if (state.load === 'failed') {
    return <LoadState status={state.load} loadingLabel={t('app.loading')} message={t('marketing.loadFailed')} />;
  }
  // Until the profile is in, the form is drawn with its fields disabled (also in the prerendered page).
  const loaded = state.load === 'loaded';
  const complete = loaded && canSave(state.values);
  const options = postRegistrationOptions(shown, state.mobilePhoneNumber);
  const submit = () => {
    if (!complete || state.saving) return;
    // No field shown: no option that sends one is yes, so there is nothing to send but the choices.
    const body = fields ? fields.contactBody(state.contact, state.values, market, phoneList.trunkPrefixes) : undefined;
    dispatch(saveRequested(body));
  };

  const actions = (
    <>
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
          disabled={!complete || state.saving || (fieldsShown && !fields)}
          aria-describedby={complete ? undefined : 'post-registration-incomplete'}
        >
          {state.saving ? t('marketing.saving') : content.saveButton}
        </button>
      </div>
    </>
  );

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
      {fields && fieldsShown ? (
        <fields.ContactForm
          key={[...hidden].join(' ')}
          hidden={hidden}
          phoneList={phoneList}
          yes={content.yes}
          no={content.no}
          values={state.contact}
          attempted={attempted}
          onAttempt={() => setAttempted(true)}
          onChange={(values: ContactValues) => dispatch(contactChanged(values))}
          onSubmit={submit}
          disabled={state.saving || !loaded}
        >
          {actions}
        </fields.ContactForm>
      ) : (
        // No field to fill (or their form still on its way): the same form element, without the form library.
        <form
          className="rjsf"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (fieldsShown) return;
            setAttempted(true);
            submit();
          }}
        >
          {fieldsShown && <Spinner label={t('app.loading')} />}
          {actions}
        </form>
      )}
      {/* Last: the panel's first choice draws no rule above it. */}
      {!loaded && <Spinner label={t('app.loading')} quiet />}
    </div>
  );
}
