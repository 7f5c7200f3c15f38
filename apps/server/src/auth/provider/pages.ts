import { createHash } from 'node:crypto';
import { PRODUCT_NAME, TAGLINE } from '@grandfit/shared/constants.ts';
import { PASSWORD_MIN_LENGTH } from './password-rule.ts';

/** Escapes text for HTML element and attribute content. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#0b1220;
background:radial-gradient(120% 60% at 50% 0%,#0f3d33 0%,#0b1220 60%) #0b1220}
main{width:100%;max-width:400px;background:#fff;border-radius:20px;padding:32px 28px;box-shadow:0 24px 60px rgba(0,0,0,.45)}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:20px}
.logo{width:40px;height:40px}
.brand b{display:block;font-size:18px}.brand small{color:#526070;font-size:12px}
a{color:#047857}
h1{font-size:22px;margin:0 0 6px}p.lead{margin:0 0 20px;color:#526070;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;height:46px;border:1px solid #cfd6e0;border-radius:12px;padding:0 14px;font-size:16px}
input:focus{outline:3px solid #a7f3d0;border-color:#047857}
button{margin-top:22px;width:100%;height:48px;border:0;border-radius:12px;background:#047857;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
button:hover{background:#065f46}
.error{margin:0 0 8px;padding:10px 12px;border-radius:10px;background:#fef2f2;color:#b91c1c;font-size:14px}
.alt{margin-top:18px;text-align:center;font-size:14px;color:#526070}.alt a{color:#047857;font-weight:600}
.hint{color:#526070;font-size:12px;margin-top:4px}
.field-error{color:#b91c1c;font-size:13px;margin:6px 0 0}
input[aria-invalid=true]{border-color:#b91c1c}
.forgot{display:block;text-align:right;font-size:13px;margin-top:8px;color:#047857;font-weight:600}
code{background:#f1f5f9;border-radius:6px;padding:2px 6px;font-size:13px;word-break:break-all}
button.danger{background:#b91c1c}button.danger:hover{background:#991b1b}`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title><style>${STYLE}</style></head>
<body><main>
<div class="brand"><img class="logo" src="/favicon.svg" alt=""><div><b>${PRODUCT_NAME}</b><small>${escapeHtml(TAGLINE)}</small></div></div>
${body}
</main></body></html>`;
}

/** "30 seconds", "2 minutes", "1 hour": when a refused sign-in may be tried again. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

function errorBlock(error: string | undefined): string {
  return error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
}

/** An input with its label and, when the server refused it, the reason right under it. */
function field(input: {
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  error?: string | undefined;
  extra?: string;
}): string {
  const id = input.name;
  const error = input.error
    ? `<p class="field-error" id="${id}-error" role="alert">${escapeHtml(input.error)}</p>`
    : '';
  const described = input.error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const value = input.value === undefined ? '' : ` value="${escapeHtml(input.value)}"`;
  return `<label for="${id}">${escapeHtml(input.label)}</label>
<input id="${id}" name="${id}" type="${input.type}" autocomplete="${input.autocomplete}" required${value}${described}${input.extra ?? ''}>
${error}`;
}

export type FieldErrors = Partial<Record<'name' | 'email' | 'password', string>>;

export function signInPage(input: { uid: string; email?: string; error?: string }): string {
  return page(
    'Sign in',
    `<h1>Sign in</h1><p class="lead">Welcome back. Sign in to continue your journey.</p>
${errorBlock(input.error)}
<form method="post" action="/oidc/interaction/${escapeHtml(input.uid)}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<a class="forgot" href="/oidc/password/forgot">Forgot password?</a>
<button type="submit">Sign in</button>
</form>
<p class="alt">New to ${PRODUCT_NAME}? <a href="/oidc/interaction/${escapeHtml(input.uid)}/signup">Create account</a></p>`,
  );
}

export function signUpPage(input: {
  uid: string;
  name?: string;
  email?: string;
  error?: string;
  fieldErrors?: FieldErrors;
}): string {
  const errors = input.fieldErrors ?? {};
  return page(
    'Create account',
    `<h1>Create account</h1><p class="lead">Start training for the person you want to be at 100.</p>
${errorBlock(input.error)}
<form method="post" action="/oidc/interaction/${escapeHtml(input.uid)}/signup" novalidate>
${field({ name: 'name', label: 'Name', type: 'text', autocomplete: 'name', value: input.name ?? '', error: errors.name, extra: ' maxlength="100"' })}
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: input.email ?? '', error: errors.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', error: errors.password })}
${errors.password ? '' : `<p class="hint">At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few uncommon words work well.</p>`}
<button type="submit">Create account</button>
</form>
<p class="alt">Already have an account? <a href="/oidc/interaction/${escapeHtml(input.uid)}">Sign in</a></p>`,
  );
}

/** After a sign-up that must be confirmed: the same page whether or not the address has an account. */
export function signUpLinkSentPage(email: string): string {
  return page(
    'Check your email',
    `<h1>Check your email</h1>
<p class="lead">We have sent a message to ${escapeHtml(email)}. Open the link in it to finish creating your account; it works for one day.</p>
<p class="lead">Nothing arrived? Check your spam folder, or <a href="/api/login">start again</a>.</p>`,
  );
}

/** The mailed link opens this; creating the account takes a click, so a mail scanner's visit does nothing. */
export function confirmSignUpPage(input: { action: string; token: string; email: string }): string {
  return page(
    'Finish creating your account',
    `<h1>Finish creating your account</h1><p class="lead">For ${escapeHtml(input.email)}.</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<button type="submit">Create my account</button>
</form>`,
  );
}

/** The account exists but this browser cannot be signed in directly (another device, or too late). */
export function accountReadyPage(): string {
  return page(
    'Account created',
    `<h1>Your account is ready</h1><p class="lead">Sign in with the email and password you chose.</p>
<p class="alt"><a href="/api/login">Sign in</a></p>`,
  );
}

export function signUpLinkProblemPage(message: string): string {
  return page(
    'Sign-up link',
    `<h1>This link does not work</h1><p class="error" role="alert">${escapeHtml(message)}</p>
<p class="alt"><a href="/api/login">Sign in or create an account</a></p>`,
  );
}

/** "Forgot password?": asks for the address, or says how to reset when the server cannot mail. */
export function forgotPasswordPage(input: { mailConfigured: boolean; email?: string }): string {
  if (!input.mailConfigured) {
    return page(
      'Reset password',
      `<h1>Reset your password</h1>
<p class="lead">This ${PRODUCT_NAME} server does not send e-mail. Ask the person who runs it to
create a reset link for you by running, in the ${PRODUCT_NAME} folder on the server:</p>
<p><code>npm run reset-password -- ${escapeHtml(input.email || 'you@example.com')}</code></p>
<p class="lead">It prints a link that works once, for one hour, where you choose a new password.</p>
<p class="alt"><a href="/api/login">Back to sign in</a></p>`,
    );
  }
  return page(
    'Reset password',
    `<h1>Reset your password</h1><p class="lead">Enter your account's email and we will send you a link to choose a new password.</p>
<form method="post" action="/oidc/password/forgot">
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: input.email ?? '' })}
<button type="submit">Send reset link</button>
</form>
<p class="alt"><a href="/api/login">Back to sign in</a></p>`,
  );
}

/** The same answer whether or not the address has an account. */
export function resetLinkSentPage(email: string): string {
  return page(
    'Check your email',
    `<h1>Check your email</h1>
<p class="lead">If ${escapeHtml(email)} has a ${PRODUCT_NAME} account, we have sent it a link to choose a new password. The link works once, for one hour.</p>
<p class="lead">Nothing arrived? Check your spam folder, or <a href="/oidc/password/forgot">ask again</a>.</p>
<p class="alt"><a href="/api/login">Back to sign in</a></p>`,
  );
}

export function resetPasswordPage(input: { token: string; email: string; error?: string }): string {
  return page(
    'Choose a new password',
    `<h1>Choose a new password</h1><p class="lead">For ${escapeHtml(input.email)}. Every device signed in to this account will be signed out.</p>
<form method="post" action="/oidc/password/reset" novalidate>
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<input type="email" name="email" autocomplete="username" value="${escapeHtml(input.email)}" hidden>
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', error: input.error })}
${input.error ? '' : `<p class="hint">At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few uncommon words work well.</p>`}
<button type="submit">Set new password</button>
</form>`,
  );
}

export function resetLinkProblemPage(message: string): string {
  return page(
    'Reset link',
    `<h1>This link does not work</h1><p class="error" role="alert">${escapeHtml(message)}</p>
<p class="alt"><a href="/oidc/password/forgot">Get a new link</a> · <a href="/api/login">Sign in</a></p>`,
  );
}

export function passwordChangedPage(): string {
  return page(
    'Password changed',
    `<h1>Password changed</h1><p class="lead">Your new password is set, and every device that was signed in has been signed out.</p>
<p class="alt"><a href="/api/login">Sign in</a></p>`,
  );
}

/** GET /api/logout from another site: sign out only when the user says so. */
export function confirmSignOutPage(token: string): string {
  return page(
    'Sign out',
    `<h1>Sign out?</h1><p class="lead">A page asked to sign you out of ${PRODUCT_NAME}.</p>
<form method="post" action="/api/logout">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Sign out</button>
</form>
<p class="alt"><a href="/">Stay signed in</a></p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p>
<p class="alt"><a href="/">Back to ${PRODUCT_NAME}</a></p>`,
  );
}

/** Submits the provider's logout form at once: the user already chose to sign out in the app. */
export const AUTO_SUBMIT_SCRIPT = 'document.forms[0].submit();';
export const AUTO_SUBMIT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT_SCRIPT).digest('base64')}'`;

export function signingOutPage(form: string): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"></form>',
  );
  return page(
    'Signing out',
    `<h1>Signing you out…</h1><p class="lead">One moment.</p>${confirmed}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>${AUTO_SUBMIT_SCRIPT}</script>`,
  );
}
