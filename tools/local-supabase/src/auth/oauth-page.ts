// The local stand-in for Google's and Apple's consent screens. It says plainly that it is local, asks
// for the identity to sign in as, and can also cancel or fail, so the app's handling of both can be
// tried. Everything shown is escaped; the page runs no script.
import { escapeHtml } from '@ahc/common';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', apple: 'Apple' };

/**
 * The page's Content-Security-Policy. Browsers apply form-action to the redirect that answers the form
 * too, so the (allow-listed) origin the visitor goes back to must be named beside 'self'.
 */
export function oauthPageCsp(returnOrigin: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; frame-ancestors 'none'; base-uri 'none'`;
}

export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}

export function renderOAuthPage(options: {
  provider: string;
  hidden: Record<string, string>;
  scopes: string[];
}): string {
  const name = providerName(options.provider);
  const hidden = Object.entries(options.hidden)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const scopes = options.scopes.length ? options.scopes.map(escapeHtml).join(', ') : 'the default scopes';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Local ${escapeHtml(name)} sign-in</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1c2024; }
    .notice { background: #fff4d5; border: 1px solid #e2a336; border-radius: 8px; padding: .75rem 1rem; }
    label { display: block; margin-top: 1rem; font-weight: 600; }
    input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; border: 1px solid #8b8d98; border-radius: 6px; }
    .actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1.5rem; }
    button { font: inherit; padding: .5rem 1rem; border-radius: 6px; border: 1px solid #1c2024; background: #fff; cursor: pointer; }
    button[value=allow] { background: #1c2024; color: #fff; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in with ${escapeHtml(name)} (local)</h1>
    <p class="notice"><strong>Local development sign-in.</strong> This page stands in for ${escapeHtml(name)} on this machine:
      no ${escapeHtml(name)} account is used and nothing leaves your computer. Requested scopes: ${scopes}.</p>
    <form method="post" action="/auth/v1/local-oauth/callback">
      ${hidden}
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" required maxlength="255" autocomplete="email" value="">
      <label for="name">Display name</label>
      <input id="name" name="name" type="text" maxlength="200" autocomplete="name" value="">
      <div class="actions">
        <button type="submit" name="decision" value="allow">Continue as this ${escapeHtml(name)} user</button>
        <button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
        <button type="submit" name="decision" value="fail" formnovalidate>Simulate a provider error</button>
      </div>
    </form>
  </main>
</body>
</html>`;
}
