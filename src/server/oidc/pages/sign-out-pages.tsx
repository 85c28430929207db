import { Layout, renderPage } from './layout';
import { pageTexts } from './page-texts';

export interface SignOutPageInput {
  locale: string | undefined;
  clientId: string | undefined;
  /** The provider library's confirmation form (its hidden fields, xsrf included), as the library writes it. */
  form: string;
  /** The script that confirms at once, when the app asked for the sign-out itself. */
  script?: string;
}

/** "Sign out": the provider's confirmation form in the product's page, and the button that submits it. */
export function signOutPage({ locale, clientId, form, script }: SignOutPageInput): string {
  const t = pageTexts(locale, clientId);
  const signOut = t.text('app.signOut');
  return renderPage(
    <Layout t={t} heading={signOut} scripts={script ? [script] : []}>
      <div dangerouslySetInnerHTML={{ __html: form }} />
      <button type="submit" form="op.logoutForm" name="logout" value="yes">
        {signOut}
      </button>
    </Layout>,
  );
}

/** After a sign-out without a way back to the app: the page says so, in English (the request names no locale). */
export function signedOutPage(clientId: string | undefined): string {
  const t = pageTexts(undefined, clientId);
  return renderPage(
    <Layout t={t} heading={t.text('app.signOut')}>
      {null}
    </Layout>,
  );
}
