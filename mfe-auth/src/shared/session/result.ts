import type { AuthErrorKey } from '../auth-errors/map-auth-error.ts';

/** What a session call tells a page: it worked, or which message to show. */
export type AuthResult<T = object> = ({ ok: true } & T) | { ok: false; errorKey: AuthErrorKey };
