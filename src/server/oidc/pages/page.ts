import { brandBar, brandOfClient } from './brand';
import type { Brand } from '../../../generated/types/brand';
import { brandById } from '../../../lib/brand/wordmark';
import { DEFAULT_LANGUAGE, servedLanguage, textsFor } from '../../content/locale';
import { DEMO_PASSWORD, demoOwners } from '../../seed/demo-owners';

/*
 * The IdP's pages: plain HTML with one external stylesheet and, for passkeys, external same-origin scripts; no inline
 * script and no style attribute (CSP script-src/style-src 'self').
 */

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Markup the page built itself, to be inserted into a text as it is; anything else is escaped. */
export interface TrustedHtml {
  readonly html: string;
}

/**
 * A text with {{name}} placeholders, as HTML: the text and every string value are escaped, TrustedHtml
 * values go in as they are. One pass, so a value that itself contains {{...}} is not filled again; a
 * placeholder without a value stays as written.
 */
export function fillHtml(template: string, values: Record<string, string | TrustedHtml> = {}): string {
  return template
    .split(/(\{\{[A-Za-z0-9_]+\}\})/)
    .map((part, i) => {
      if (i % 2 === 0) return escapeHtml(part);
      const value = values[part.slice(2, -2)];
      return value === undefined ? escapeHtml(part) : typeof value === 'string' ? escapeHtml(value) : value.html;
    })
    .join('');
}

/** The keys of markets/content/*.json the IdP pages use. */
export type IdpTextKey =
  | 'idp.title'
  | 'idp.documentTitle'
  | 'idp.passkeyTitle'
  | 'idp.passkeyAddIntro'
  | 'idp.passkeyRemoveIntro'
  | 'idp.email'
  | 'idp.password'
  | 'idp.submit'
  | 'idp.wrongCredentials'
  | 'idp.tooManyTries'
  | 'idp.demoTitle'
  | 'idp.demoIntro'
  | 'idp.refused.title'
  | 'idp.refused.intro'
  | 'idp.createAccount'
  | 'idp.register.title'
  | 'idp.register.firstName'
  | 'idp.register.lastName'
  | 'idp.register.mobile'
  | 'idp.register.submit'
  | 'idp.register.haveAccount'
  | 'idp.register.problems'
  | 'idp.register.passwordRule'
  | 'idp.register.paused'
  | 'idp.register.codeTitle'
  | 'idp.register.codeSent'
  | 'idp.register.codeExpired'
  | 'idp.register.emailTaken'
  | 'idp.forgotPassword'
  | 'idp.forgot.title'
  | 'idp.forgot.intro'
  | 'idp.forgot.submit'
  | 'idp.forgot.sent'
  | 'idp.forgot.paused'
  | 'idp.forgot.backToSignIn'
  | 'idp.reset.expired'
  | 'idp.reset.askAgain'
  | 'idp.reset.doneTitle'
  | 'idp.reset.done'
  | 'idp.reset.backToApp'
  | 'idp.register.invalidEmail'
  | 'idp.secondFactor.title'
  | 'idp.secondFactor.totpIntro'
  | 'idp.secondFactor.enrolTitle'
  | 'idp.secondFactor.enrolIntro'
  | 'idp.secondFactor.qrLabel'
  | 'idp.secondFactor.enrolKey'
  | 'idp.secondFactor.emailIntro'
  | 'idp.secondFactor.guardIntro'
  | 'idp.secondFactor.code'
  | 'idp.secondFactor.submit'
  | 'idp.secondFactor.emailInstead'
  | 'idp.secondFactor.emailAgain'
  | 'idp.secondFactor.wrongCode'
  | 'idp.secondFactor.emailLimit'
  | 'idp.secondFactor.endedTitle'
  | 'idp.secondFactor.tooManyTries'
  | 'idp.secondFactor.expired'
  | 'idp.secondFactor.startAgain'
  | 'idp.passkey.createTitle'
  | 'idp.passkey.createIntro'
  | 'idp.passkey.create'
  | 'idp.passkey.failed'
  | 'idp.passkey.tryAgain'
  | 'idp.passkey.back'
  | 'idp.passkey.unsupported'
  | 'idp.passkey.noScript'
  | 'idp.passkey.signIn'
  | 'idp.passkey.signInFailed'
  | 'idp.passwordChange.intro'
  | 'idp.passwordChange.title'
  | 'idp.passwordChange.new'
  | 'idp.passwordChange.repeat'
  | 'idp.passwordChange.submit'
  | 'idp.passwordChange.mismatch'
  | 'idp.passwordChange.same'
  | 'idp.passwordChange.back';

/** The texts of one page: its language tag and the texts as HTML, picked locale (xx-yy) -> language (xx) -> en. */
export interface PageTexts {
  /** For <html lang>: the locale when its language has texts, else en. */
  lang: string;
  /** The brand of the application the owner signs in to, when the request names one. */
  brand: Brand | undefined;
  html(key: IdpTextKey, values?: Record<string, string | TrustedHtml>): string;
}

export function pageTexts(locale: string | undefined, clientId?: string): PageTexts {
  const texts = textsFor(locale ?? DEFAULT_LANGUAGE);
  return {
    lang: servedLanguage(locale),
    brand: brandOfClient(clientId),
    html: (key, values) => fillHtml(texts[key] ?? key, values),
  };
}

/** lang="en" for English content (a technical reason) on a page in another language. */
export function englishPart(lang: string): string {
  return lang.split('-')[0] === DEFAULT_LANGUAGE ? '' : ` lang="${DEFAULT_LANGUAGE}"`;
}

/** The scripts of the passkey pages: the WebAuthn browser library, then the IdP's own script that uses it. */
export const PASSKEY_SCRIPTS = ['/sign-in-pages/webauthn.js', '/sign-in-pages/passkey.js'];

/** A page: its texts, its h1 text (as HTML, for the title), its main content, and external scripts run at the end. */
export function layout(t: PageTexts, heading: string, body: string, scripts: string[] = []): string {
  const scriptTags = scripts.map((src) => `\n<script src="${escapeHtml(src)}"></script>`).join('');
  return `<!doctype html>
<html lang="${escapeHtml(t.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${t.html('idp.documentTitle', { heading: { html: heading } })}</title>
<link rel="stylesheet" href="/sign-in-pages/style.css">
<link rel="stylesheet" href="/sign-in-pages/brand.css">
</head>
<body${t.brand ? ` data-brand="${escapeHtml(t.brand.id)}"` : ''}>
${brandBar(t.brand)}<main>
${body}
</main>${scriptTags}
</body>
</html>`;
}

/** Email, password and the submit button of a sign-in form; describedBy names the form's error, when it has one. */
export function credentialFields(t: PageTexts, email: string | undefined, describedBy: string): string {
  return `<div class="field">
<label for="email">${t.html('idp.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}"${describedBy}>
</div>
<div class="field">
<label for="password">${t.html('idp.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
</div>
<button type="submit">${t.html('idp.submit')}</button>`;
}

/** The form of a mailed or authenticator code; `invalid` names the page's error on the field when there is one. */
export function codeForm(t: PageTexts, action: string, invalid: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="code">${t.html('idp.secondFactor.code')}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required${invalid}>
</div>
<button type="submit">${t.html('idp.secondFactor.submit')}</button>
</form>`;
}

/**
 * The local provider's demo owners and their password, so anyone can try the app: each with the country of its market,
 * named in the page's language, and on an English page what it shows (the descriptions are written in English only).
 */
export function demoOwnersSection(t: PageTexts): string {
  const english = t.lang.split('-')[0] === DEFAULT_LANGUAGE;
  const countries = new Intl.DisplayNames([t.lang], { type: 'region' });
  const demo = demoOwners
    .map((o) => {
      const region = o.marketId.slice(-2).toUpperCase();
      const brand = o.marketId.split('/')[0] ?? '';
      const what = english
        ? o.description
        : `${countries.of(region) ?? region} (${brandById(brand)?.displayName ?? brand})`;
      return `<li><code>${escapeHtml(o.email)}</code> — ${escapeHtml(what)}</li>`;
    })
    .join('\n');
  return `<section class="demo" aria-labelledby="demo-heading">
<h2 id="demo-heading">${t.html('idp.demoTitle')}</h2>
<p>${t.html('idp.demoIntro', { password: { html: `<code>${escapeHtml(DEMO_PASSWORD)}</code>` } })}</p>
<ul>
${demo}
</ul>
</section>`;
}

/** Where a passkey sign-in goes: the interaction's own addresses (the interaction holds the authorize request). */
export interface PasskeySignInTarget {
  optionsUrl: string;
  verifyUrl: string;
}

/**
 * "Sign in with a passkey": hidden until the script finds WebAuthn in the browser (without a script the button could
 * do nothing). The script asks the options address for a challenge and posts the passkey's answer to the verify address.
 */
export function passkeySignIn(t: PageTexts, target: PasskeySignInTarget): string {
  const addresses = `data-options="${escapeHtml(target.optionsUrl)}" data-verify="${escapeHtml(target.verifyUrl)}"`;
  return `<section class="passkey-sign-in" id="passkey-sign-in" hidden ${addresses} data-failed="${t.html('idp.passkey.signInFailed')}">
<p class="error" role="alert" id="passkey-sign-in-status"></p>
<button type="button" class="secondary" id="passkey-sign-in-button">${t.html('idp.passkey.signIn')}</button>
</section>`;
}

export interface RegisterPageInput {
  /** The authorize parameters: their locale and client pick the texts and the brand. */
  params: Record<string, string>;
  /** Where the form posts: the interaction's step address (its cookie carries the request). */
  action: string;
  /** The sign-in page to go back to. */
  signInUrl: string;
  /** Too many registrations asked for: try again in this many minutes. */
  pausedMinutes?: number;
  values?: Partial<Record<'firstName' | 'lastName' | 'email' | 'mobilePhoneNumber', string>>;
  /** Text keys of the problems, by field name. */
  problems?: Partial<Record<string, string>>;
}

/** "Create an account": the new owner's name, email, password and (optional) mobile number. */
export function registerPage({
  params,
  action,
  signInUrl,
  pausedMinutes,
  values = {},
  problems = {},
}: RegisterPageInput): string {
  const t = pageTexts(params.locale, params.client_id);
  const all = textsFor(params.locale ?? DEFAULT_LANGUAGE);
  const heading = t.html('idp.register.title');
  const field = (name: string, label: string, type: string, autocomplete: string, required: boolean, hint?: string) => {
    const problem = problems[name];
    const described = [hint ? `${name}-hint` : '', problem ? `${name}-error` : ''].filter(Boolean).join(' ');
    const value = type === 'password' ? '' : ` value="${escapeHtml(values[name as keyof typeof values] ?? '')}"`;
    return `<div class="field">
<label for="${name}">${label}</label>
${hint ? `<p class="hint" id="${name}-hint">${hint}</p>` : ''}
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}"${required ? ' required' : ''}${value}${described ? ` aria-describedby="${described}"` : ''}${problem ? ' aria-invalid="true"' : ''}>
${problem ? `<p class="error" id="${name}-error">${fillHtml(all[problem] ?? problem)}</p>` : ''}
</div>`;
  };
  const summary =
    pausedMinutes !== undefined
      ? `<p class="error" role="alert">${t.html('idp.register.paused', { minutes: String(pausedMinutes) })}</p>`
      : Object.keys(problems).length > 0
        ? `<p class="error" role="alert">${t.html('idp.register.problems')}</p>`
        : '';
  return layout(
    t,
    heading,
    `<h1>${heading}</h1>
${summary}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('firstName', t.html('idp.register.firstName'), 'text', 'given-name', true)}
${field('lastName', t.html('idp.register.lastName'), 'text', 'family-name', true)}
${field('email', t.html('idp.email'), 'email', 'email', true)}
${field('password', t.html('idp.password'), 'password', 'new-password', true, t.html('idp.register.passwordRule'))}
${field('mobilePhoneNumber', t.html('idp.register.mobile'), 'tel', 'tel', false)}
<button type="submit">${t.html('idp.register.submit')}</button>
</form>
<p class="alternative"><a href="${escapeHtml(signInUrl)}">${t.html('idp.register.haveAccount')}</a></p>`,
  );
}

/**
 * The page for a request the IdP refuses. The reason is for the developer of the sending application and
 * stays English; the rest follows the request's locale when it has a valid one (it may be the invalid part).
 */
export function refusalPage(reason: string, locale?: string): string {
  const t = pageTexts(locale);
  const title = t.html('idp.refused.title');
  return layout(
    t,
    title,
    `<h1>${title}</h1>
<p class="error" role="alert"${englishPart(t.lang)}>${escapeHtml(reason)}</p>
<p>${t.html('idp.refused.intro')}</p>`,
  );
}

/**
 * The pages' stylesheet: the app's fonts (their @font-face rules, see font-faces.ts) and the app's body font stack,
 * so every language's letters are drawn. Long words and addresses wrap rather than widen a phone's page.
 */
export function stylesheet(fontFaceRules: string, fontFamily: string): string {
  return `${fontFaceRules}
:root { color-scheme: light; font-family: ${fontFamily}; line-height: 1.5; }
body, input, button { font-family: inherit; }
main, h1, h2, p, li, label { overflow-wrap: break-word; hyphens: auto; }
.demo li { overflow-wrap: anywhere; }
${RULES}`;
}

const RULES = `
body { margin: 0; background: #f4f6f8; color: #1b1f24; }
main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
h1 { font-size: 1.5rem; margin-top: 0; }
h2 { font-size: 1.1rem; }
.field { margin-bottom: 1rem; }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
input[type=email], input[type=password], input[type=text], input[type=tel] { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #5c6670; border-radius: 4px; }
input:focus, button:focus { outline: 3px solid #0a5cc2; outline-offset: 2px; }
button { padding: .6rem 1.5rem; font-size: 1rem; color: #fff; background: #0a3f8c; border: 0; border-radius: 4px; cursor: pointer; }
.error { color: #a4141b; font-weight: 600; }
.hint { margin: 0 0 .25rem; color: #4a5560; font-size: .9rem; }
.field .error { margin: .25rem 0 0; font-size: .95rem; }
.alternative { margin-top: 1.5rem; }
a { color: #0a3f8c; }
.demo { margin-top: 2rem; border-top: 1px solid #d5dbe1; font-size: .9rem; }
.demo li { margin-bottom: .4rem; }
[hidden] { display: none !important; }
.error:empty { display: none; }
button.secondary { color: #0a3f8c; background: #fff; border: 2px solid #0a3f8c; }
button:disabled { opacity: .6; cursor: wait; }
.passkey-sign-in { margin-top: 1.5rem; padding-top: 1rem; border-top: 1px solid #d5dbe1; }
.qr { margin: 1rem 0; }
.qr svg { display: block; width: 12rem; height: 12rem; }
input.key { font-family: ui-monospace, monospace; letter-spacing: .05em; background: #f4f6f8; }
`;
