/*
 * The passkey pages' script (the provider's create-a-passkey page and the password page's "Sign in with a passkey"),
 * bundled with the WebAuthn browser library into one external same-origin file (the CSP allows no inline script and
 * no eval; src/server/oidc/pages/page-assets.ts builds it). It finds its elements by id: #passkey-create (its
 * addresses data-options and data-register, and its optional name #passkey-name) and #passkey-sign-in (data-options
 * and data-verify). Each shows its data-failed text in its role=alert status when the browser or the server says no,
 * and the server's reason in the console.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { passkeyNameProblem } from '../lib/auth/passkey-name';

type Json = Record<string, unknown>;

async function post<T>(url: string | undefined, body: Json): Promise<T> {
  if (!url) throw new Error('the page names no address');
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as Json;
  if (!res.ok) throw new Error(typeof data.message === 'string' ? data.message : `HTTP ${res.status}`);
  return data as T;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function byId<T extends HTMLElement>(id: string, type: new () => T): T | null {
  const element = document.getElementById(id);
  return element instanceof type ? element : null;
}

/**
 * The optional name, checked before the browser makes the passkey (the server checks it again): its text, or null
 * after showing why it cannot be used, tied to the field, which takes the focus.
 */
function nameToSend(root: HTMLElement): string | null {
  const input = byId('passkey-name', HTMLInputElement);
  const error = byId('passkey-name-error', HTMLElement);
  if (!input || !error) return '';
  const problem = input.value.trim() === '' ? null : passkeyNameProblem(input.value);
  error.textContent = problem
    ? ((problem === 'tooLong' ? root.dataset.nameTooLong : root.dataset.nameInvalid) ?? '')
    : '';
  if (problem) {
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', 'passkey-name-hint passkey-name-error');
    input.focus();
    return null;
  }
  input.removeAttribute('aria-invalid');
  input.setAttribute('aria-describedby', 'passkey-name-hint');
  return input.value.trim();
}

function createPasskey(root: HTMLElement, button: HTMLButtonElement, status: HTMLElement, supported: boolean) {
  if (!supported) {
    status.textContent = root.dataset.unsupported ?? '';
    button.disabled = true;
    return;
  }
  button.addEventListener('click', () => {
    const name = nameToSend(root);
    if (name === null) return;
    button.disabled = true;
    status.textContent = '';
    post<Parameters<typeof startRegistration>[0]['optionsJSON']>(root.dataset.options, {})
      .then((optionsJSON) => startRegistration({ optionsJSON }))
      .then((response) => post<{ redirect: string }>(root.dataset.register, { response, name }))
      .then((answer) => window.location.assign(answer.redirect))
      .catch((error: unknown) => {
        console.warn('passkey not created:', reason(error));
        status.textContent = root.dataset.failed ?? '';
        button.textContent = root.dataset.again ?? button.textContent;
        button.disabled = false;
        button.focus();
      });
  });
}

function signInWithPasskey(root: HTMLElement, button: HTMLButtonElement, status: HTMLElement) {
  root.removeAttribute('data-waiting');
  button.addEventListener('click', () => {
    button.disabled = true;
    status.textContent = '';
    post<{ options: Parameters<typeof startAuthentication>[0]['optionsJSON'] }>(root.dataset.options, {})
      .then((started) => startAuthentication({ optionsJSON: started.options }))
      .then((response) => post<{ redirect: string }>(root.dataset.verify, { response }))
      .then((answer) => window.location.assign(answer.redirect))
      .catch((error: unknown) => {
        console.warn('passkey sign-in failed:', reason(error));
        status.textContent = root.dataset.failed ?? '';
        button.disabled = false;
        button.focus();
      });
  });
}

const supported = browserSupportsWebAuthn();
const create = byId('passkey-create', HTMLElement);
const createButton = byId('passkey-create-button', HTMLButtonElement);
const createStatus = byId('passkey-create-status', HTMLElement);
if (create && createButton && createStatus) createPasskey(create, createButton, createStatus, supported);

const signIn = byId('passkey-sign-in', HTMLElement);
const signInButton = byId('passkey-sign-in-button', HTMLButtonElement);
const signInStatus = byId('passkey-sign-in-status', HTMLElement);
if (signIn && signInButton && signInStatus) {
  if (supported) signInWithPasskey(signIn, signInButton, signInStatus);
  else signIn.hidden = true;
}
