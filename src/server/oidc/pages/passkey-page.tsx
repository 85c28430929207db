import { ButtonForm, Layout, PASSKEY_SCRIPT, renderPage } from './layout';
import { pageTexts } from './page-texts';
import { PASSKEY_NAME_MAX } from '../../../lib/auth/passkey-name';

export interface CreatePasskeyPageInput {
  /**
   * Where the page's script and its way back go: the interaction's own addresses (its cookie says which sign-in it
   * is) and a form that ends it (the app hears access_denied).
   */
  optionsUrl: string;
  registerUrl: string;
  cancelAction: string;
  /** The application's client_id: the page wears its brand. */
  clientId?: string;
  locale: string | undefined;
}

/**
 * "Create a passkey", after the owner signed in again. The script (/sign-in-pages/passkey.js) asks the server for options,
 * lets the browser create the passkey and posts it back; the texts it may show come as data attributes.
 */
export function createPasskeyPage(input: CreatePasskeyPageInput): string {
  const t = pageTexts(input.locale, input.clientId);
  return renderPage(
    <Layout t={t} heading={t.text('idp.passkey.createTitle')} scripts={[PASSKEY_SCRIPT]}>
      <p>{t.node('idp.passkey.createIntro')}</p>
      <p className="error" role="alert" id="passkey-create-status"></p>
      <noscript>
        <p className="error">{t.node('idp.passkey.noScript')}</p>
      </noscript>
      <div
        id="passkey-create"
        data-options={input.optionsUrl}
        data-register={input.registerUrl}
        data-failed={t.text('idp.passkey.failed')}
        data-again={t.text('idp.passkey.tryAgain')}
        data-unsupported={t.text('idp.passkey.unsupported')}
        data-name-too-long={t.text('idp.passkey.nameTooLong', { max: String(PASSKEY_NAME_MAX) })}
        data-name-invalid={t.text('idp.passkey.nameInvalid')}
      >
        {/* Optional: without a name the owner's list calls it after its device (iCloud Keychain, Security key...). */}
        <div className="field">
          <label htmlFor="passkey-name">{t.node('idp.passkey.name')}</label>
          <p className="hint" id="passkey-name-hint">
            {t.node('idp.passkey.nameHint')}
          </p>
          <input
            id="passkey-name"
            name="name"
            type="text"
            maxLength={PASSKEY_NAME_MAX}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="passkey-name-hint"
          />
          <p className="error" role="alert" id="passkey-name-error"></p>
        </div>
        <button type="button" id="passkey-create-button">
          {t.node('idp.passkey.create')}
        </button>
      </div>
      <ButtonForm action={input.cancelAction}>{t.node('idp.passkey.back')}</ButtonForm>
    </Layout>,
  );
}
