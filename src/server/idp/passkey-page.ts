import { escapeHtml, layout, pageTexts, PASSKEY_SCRIPTS } from './page';

export interface CreatePasskeyPageInput {
  ticket: string;
  /** The application's client_id: the page wears its brand. */
  clientId?: string;
  locale: string | undefined;
  /** Where "go back without a passkey" leads: the app's redirect address with error=access_denied and the state. */
  backUrl: string;
}

/**
 * "Create a passkey", after the owner signed in again. The script (/idp/passkey.js) asks the server for options,
 * lets the browser create the passkey and posts it back; the texts it may show come as data attributes.
 */
export function createPasskeyPage({ ticket, locale, clientId, backUrl }: CreatePasskeyPageInput): string {
  const t = pageTexts(locale, clientId);
  const heading = t.html('idp.passkey.createTitle');
  return layout(t, heading, `<h1>${heading}</h1>
<p>${t.html('idp.passkey.createIntro')}</p>
<p class="error" role="alert" id="passkey-create-status"></p>
<noscript><p class="error">${t.html('idp.passkey.noScript')}</p></noscript>
<div id="passkey-create" data-ticket="${escapeHtml(ticket)}" data-failed="${t.html('idp.passkey.failed')}" data-again="${t.html('idp.passkey.tryAgain')}" data-unsupported="${t.html('idp.passkey.unsupported')}">
<button type="button" id="passkey-create-button">${t.html('idp.passkey.create')}</button>
</div>
<p class="alternative"><a href="${escapeHtml(backUrl)}">${t.html('idp.passkey.back')}</a></p>`, PASSKEY_SCRIPTS);
}
