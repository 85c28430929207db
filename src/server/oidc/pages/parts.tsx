import type { PageTexts } from './page-texts';
import { DEFAULT_LANGUAGE } from '../../content/locale';
import { DEMO_PASSWORD, demoOwners } from '../../seed/demo-owners';
import { brandById } from '../../shared/brand-by-id';

/** The error an input is described by, when the page shows one. */
export function describedBy(errorId: string | undefined, ...others: string[]) {
  const ids = [errorId, ...others].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': errorId ? true : undefined };
}

/** The account's email, as the sign-in and forgot-password forms ask for it; errorId names the form's error. */
export function EmailField({ t, email, errorId }: { t: PageTexts; email?: string; errorId?: string }) {
  return (
    <div className="field">
      <label htmlFor="email">{t.node('idp.email')}</label>
      <input
        id="email"
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={email ?? ''}
        {...describedBy(errorId)}
      />
    </div>
  );
}

/** Email, password and the submit button of a sign-in form; errorId names the form's error, when it has one. */
export function CredentialFields({ t, email, errorId }: { t: PageTexts; email?: string; errorId?: string }) {
  return (
    <>
      <EmailField t={t} email={email} errorId={errorId} />
      <div className="field">
        <label htmlFor="password">{t.node('idp.password')}</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          {...describedBy(errorId)}
        />
      </div>
      <button type="submit">{t.node('idp.submit')}</button>
    </>
  );
}

/** The form of a mailed or authenticator code; errorId names the page's error on the field when there is one. */
export function CodeForm({ t, action, errorId }: { t: PageTexts; action: string; errorId?: string }) {
  return (
    <form method="post" action={action}>
      <div className="field">
        <label htmlFor="code">{t.node('idp.secondFactor.code')}</label>
        <input
          id="code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...describedBy(errorId)}
        />
      </div>
      <button type="submit">{t.node('idp.secondFactor.submit')}</button>
    </form>
  );
}

/**
 * The local provider's demo owners and their password, so anyone can try the app: each with the country of its market,
 * named in the page's language, and on an English page what it shows (the descriptions are written in English only).
 */
export function DemoOwners({ t }: { t: PageTexts }) {
  const english = t.lang.split('-')[0] === DEFAULT_LANGUAGE;
  const countries = new Intl.DisplayNames([t.lang], { type: 'region' });
  return (
    <section className="demo" aria-labelledby="demo-heading">
      <h2 id="demo-heading">{t.node('idp.demoTitle')}</h2>
      <p>{t.node('idp.demoIntro', { password: <code>{DEMO_PASSWORD}</code> })}</p>
      <ul>
        {demoOwners.map((o) => {
          const region = o.marketId.slice(-2).toUpperCase();
          const brand = o.marketId.split('/')[0] ?? '';
          const what = english
            ? o.description
            : `${countries.of(region) ?? region} (${brandById(brand)?.displayName ?? brand})`;
          return (
            <li key={o.email}>
              <code>{o.email}</code>
              {` — ${what}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Where a passkey sign-in goes: the interaction's own addresses (the interaction holds the authorize request). */
export interface PasskeySignInTarget {
  optionsUrl: string;
  verifyUrl: string;
}

/**
 * "Sign in with a passkey": its place kept but not shown until the script finds WebAuthn in the browser (without a
 * script the button could do nothing; where WebAuthn is missing the script removes it), so nothing below it moves. The script asks the options address for a challenge and posts the passkey's answer to the verify address.
 */
export function PasskeySignIn({ t, target }: { t: PageTexts; target: PasskeySignInTarget }) {
  return (
    <section
      className="passkey-sign-in"
      id="passkey-sign-in"
      data-waiting=""
      data-options={target.optionsUrl}
      data-verify={target.verifyUrl}
      data-failed={t.text('idp.passkey.signInFailed')}
    >
      <p className="error" role="alert" id="passkey-sign-in-status"></p>
      <button type="button" className="secondary" id="passkey-sign-in-button">
        {t.node('idp.passkey.signIn')}
      </button>
    </section>
  );
}
