// The answer of an identity provider that did not sign the visitor in: GoTrue sends the browser back to
// /login with ?error=...&error_code=...&error_description=... (PKCE puts them in the query; the
// implicit flow would put them in the fragment, so both are read).
export class OAuthRedirectError extends Error {
  override readonly name = 'OAuthRedirectError';

  constructor(
    readonly error: string,
    readonly errorCode: string | null,
  ) {
    super(`OAuth sign-in did not complete: ${error}${errorCode ? ` (${errorCode})` : ''}`);
  }

  /** The visitor chose not to sign in (GoTrue's access_denied), rather than something failing. */
  get cancelled(): boolean {
    return this.error === 'access_denied' || this.errorCode === 'provider_cancelled';
  }
}

/** The OAuth error carried by a URL's query or fragment, or null when there is none. */
export function oauthErrorFromUrl(search: string, hash = ''): OAuthRedirectError | null {
  for (const part of [search, hash]) {
    const params = new URLSearchParams(part.replace(/^[?#]/, ''));
    const error = params.get('error');
    const errorCode = params.get('error_code');
    if (error || errorCode || params.has('error_description'))
      return new OAuthRedirectError(error || 'unspecified_error', errorCode);
  }
  return null;
}

/** The query parameters an OAuth answer adds to the redirect URL (removed once they are shown). */
const OAUTH_RESULT_PARAMS = ['error', 'error_code', 'error_description', 'code'] as const;

export function hasOAuthResult(searchParams: URLSearchParams): boolean {
  return OAUTH_RESULT_PARAMS.some((param) => searchParams.has(param));
}

/** The query without the answer's parameters, for the address bar once the answer has been read. */
export function withoutOAuthResult(searchParams: URLSearchParams): URLSearchParams {
  const cleaned = new URLSearchParams(searchParams);
  for (const param of OAUTH_RESULT_PARAMS) cleaned.delete(param);
  return cleaned;
}
