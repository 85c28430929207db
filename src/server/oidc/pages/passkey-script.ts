import fs from 'node:fs';
import path from 'node:path';

/*
 * The browser side of passkeys, served by the provider as external same-origin scripts (the CSP allows no inline script and
 * no eval): the UMD bundle of @simplewebauthn/browser (window.SimpleWebAuthnBrowser), then the script below.
 */

let library: string | undefined;

/** The WebAuthn browser library as shipped by the package, read once. */
export function webauthnLibrary(): string {
  // The package's exports name only its entry points: find the bundle beside the CommonJS entry (script/index.js).
  library ??= fs.readFileSync(
    path.join(path.dirname(require.resolve('@simplewebauthn/browser')), '..', 'dist', 'bundle', 'index.umd.min.js'),
    'utf8',
  );
  return library;
}

/**
 * Plain ES2020, no build step. It finds its elements by id: #passkey-create (create page: its addresses data-options
 * and data-register) and #passkey-sign-in (sign-in page: its addresses data-options and data-verify). Each shows its data-failed text in its role=alert status
 * when the browser or the server says no, and the server's reason in the console.
 */
export const PASSKEY_SCRIPT = `(function () {
  'use strict';
  var webauthn = window.SimpleWebAuthnBrowser;
  var supported = !!webauthn && webauthn.browserSupportsWebAuthn();

  function post(url, body) {
    return fetch(url, {
      method: 'POST', credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    }).then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (data) {
        if (!res.ok) throw new Error(data.message || ('HTTP ' + res.status));
        return data;
      });
    });
  }

  var create = document.getElementById('passkey-create');
  if (create) {
    var createButton = document.getElementById('passkey-create-button');
    var createStatus = document.getElementById('passkey-create-status');
    if (!supported) {
      createStatus.textContent = create.dataset.unsupported;
      createButton.disabled = true;
    } else {
      createButton.addEventListener('click', function () {
        createButton.disabled = true;
        createStatus.textContent = '';
        post(create.dataset.options, {})
          .then(function (optionsJSON) { return webauthn.startRegistration({ optionsJSON: optionsJSON }); })
          .then(function (response) { return post(create.dataset.register, { response: response }); })
          .then(function (answer) { window.location.assign(answer.redirect); })
          .catch(function (error) {
            console.warn('passkey not created:', error && error.message);
            createStatus.textContent = create.dataset.failed;
            createButton.textContent = create.dataset.again;
            createButton.disabled = false;
            createButton.focus();
          });
      });
    }
  }

  var signIn = document.getElementById('passkey-sign-in');
  if (signIn && supported) {
    var signInButton = document.getElementById('passkey-sign-in-button');
    var signInStatus = document.getElementById('passkey-sign-in-status');
    signIn.hidden = false;
    signInButton.addEventListener('click', function () {
      signInButton.disabled = true;
      signInStatus.textContent = '';
      post(signIn.dataset.options, {})
        .then(function (started) { return webauthn.startAuthentication({ optionsJSON: started.options }); })
        .then(function (response) { return post(signIn.dataset.verify, { response: response }); })
        .then(function (answer) { window.location.assign(answer.redirect); })
        .catch(function (error) {
          console.warn('passkey sign-in failed:', error && error.message);
          signInStatus.textContent = signIn.dataset.failed;
          signInButton.disabled = false;
          signInButton.focus();
        });
    });
  }
})();
`;
