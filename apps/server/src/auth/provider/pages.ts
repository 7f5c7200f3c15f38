import { createHash } from 'node:crypto';
import { PRODUCT_NAME, TAGLINE } from '@grandfit/shared/constants.ts';

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
h1{font-size:22px;margin:0 0 6px}p.lead{margin:0 0 20px;color:#526070;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;height:46px;border:1px solid #cfd6e0;border-radius:12px;padding:0 14px;font-size:16px}
input:focus{outline:3px solid #a7f3d0;border-color:#047857}
button{margin-top:22px;width:100%;height:48px;border:0;border-radius:12px;background:#047857;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
button:hover{background:#065f46}
.error{margin:0 0 8px;padding:10px 12px;border-radius:10px;background:#fef2f2;color:#b91c1c;font-size:14px}
.alt{margin-top:18px;text-align:center;font-size:14px;color:#526070}.alt a{color:#047857;font-weight:600}
.hint{color:#526070;font-size:12px;margin-top:4px}`;

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
}): string {
  return page(
    'Create account',
    `<h1>Create account</h1><p class="lead">Start training for the person you want to be at 100.</p>
${errorBlock(input.error)}
<form method="post" action="/oidc/interaction/${escapeHtml(input.uid)}/signup">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(input.name ?? '')}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8">
<p class="hint">At least 8 characters.</p>
<button type="submit">Create account</button>
</form>
<p class="alt">Already have an account? <a href="/oidc/interaction/${escapeHtml(input.uid)}">Sign in</a></p>`,
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
