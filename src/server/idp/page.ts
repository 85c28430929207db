import { DEMO_PASSWORD, demoOwners } from '../demo-owners';

/* The IdP's pages: plain HTML with one external stylesheet, no script and no style attribute (CSP script-src/style-src 'self'). */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function layout(title: string, body: string): string {
  // English only: the content schema has no sign-in category, and lang must say what the text is.
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} – Owner account sign-in</title>
<link rel="stylesheet" href="/idp/style.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SignInPageInput {
  /** The authorize parameters, carried through the form as hidden fields. */
  params: Record<string, string>;
  email?: string;
  error?: string;
  passkeyAction?: 'add' | 'remove';
}

export function signInPage({ params, email, error, passkeyAction }: SignInPageInput): string {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('\n');
  const heading = passkeyAction ? 'Confirm it is you' : 'Sign in to your owner account';
  const purpose = passkeyAction === 'add' ? '<p>Sign in again to create a passkey for this account.</p>'
    : passkeyAction === 'remove' ? '<p>Sign in again to remove the passkeys of this account.</p>' : '';
  const alert = error ? `<p class="error" role="alert" id="signin-error">${escapeHtml(error)}</p>` : '';
  const describedBy = error ? ' aria-describedby="signin-error" aria-invalid="true"' : '';
  const demo = demoOwners.map((o) => `<li><code>${escapeHtml(o.email)}</code> — ${escapeHtml(o.marketId)} — ${escapeHtml(o.description)}</li>`).join('\n');
  return layout(heading, `<h1>${escapeHtml(heading)}</h1>
${purpose}
${alert}
<form method="post" action="/idp/authorize">
${hidden}
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}"${describedBy}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
</div>
<button type="submit">Sign in</button>
</form>
<section class="demo" aria-labelledby="demo-heading">
<h2 id="demo-heading">Demo accounts</h2>
<p>This is the local identity provider of the reference data service. Every demo owner's password is <code>${escapeHtml(DEMO_PASSWORD)}</code>.</p>
<ul>
${demo}
</ul>
</section>`);
}

export function refusalPage(reason: string): string {
  return layout('Sign-in request refused', `<h1>Sign-in request refused</h1>
<p class="error" role="alert">${escapeHtml(reason)}</p>
<p>The application that sent you here built an invalid sign-in request. Go back and try again.</p>`);
}

export const STYLESHEET = `:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; background: #f4f6f8; color: #1b1f24; }
main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
h1 { font-size: 1.5rem; margin-top: 0; }
h2 { font-size: 1.1rem; }
.field { margin-bottom: 1rem; }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
input[type=email], input[type=password] { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #5c6670; border-radius: 4px; }
input:focus, button:focus { outline: 3px solid #0a5cc2; outline-offset: 2px; }
button { padding: .6rem 1.5rem; font-size: 1rem; color: #fff; background: #0a3f8c; border: 0; border-radius: 4px; cursor: pointer; }
.error { color: #a4141b; font-weight: 600; }
.demo { margin-top: 2rem; border-top: 1px solid #d5dbe1; font-size: .9rem; }
.demo li { margin-bottom: .4rem; }
`;
