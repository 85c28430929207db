import { escapeHtml, layout, pageTexts, PASSKEY_SCRIPTS } from './page';

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
  const heading = t.html('idp.passkey.createTitle');
  const addresses = `data-options="${escapeHtml(input.optionsUrl)}" data-register="${escapeHtml(input.registerUrl)}"`;
  const back = `<form method="post" action="${escapeHtml(input.cancelAction)}" class="alternative">
<button type="submit" class="secondary">${t.html('idp.passkey.back')}</button>
</form>`;
  return layout(
    t,
    heading,
    `<h1>${heading}</h1>
<p>${t.html('idp.passkey.createIntro')}</p>
<p class="error" role="alert" id="passkey-create-status"></p>
<noscript><p class="error">${t.html('idp.passkey.noScript')}</p></noscript>
<div id="passkey-create" ${addresses} data-failed="${t.html('idp.passkey.failed')}" data-again="${t.html('idp.passkey.tryAgain')}" data-unsupported="${t.html('idp.passkey.unsupported')}">
<button type="button" id="passkey-create-button">${t.html('idp.passkey.create')}</button>
</div>
${back}`,
    PASSKEY_SCRIPTS,
  );
}
