// GoTrue's error answers: the machine-readable code supabase-js turns into AuthApiError.code, and the
// API version header that tells supabase-js to read it from `code`.
export const AUTH_HEADERS = { 'x-supabase-api-version': '2024-01-01' };

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that belong to this answer (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const badJwt = (message: string) => new AuthError(403, 'bad_jwt', message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const notAdmin = () => new AuthError(403, 'not_admin', 'User not allowed');
