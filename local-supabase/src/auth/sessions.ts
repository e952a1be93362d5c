// Sessions, access tokens and rotating refresh tokens, following GoTrue: a refresh token is used once;
// re-using a spent one within the reuse interval (two tabs refreshing at once) returns the session's
// current token, after it revokes the whole session.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { signJwt } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { type UserRow, findUserById, recordSignIn, userJson } from './users.ts';

export type TokenSettings = {
  jwtSecret: string;
  issuer: string;
  expirySeconds: number;
  /** How long a spent refresh token still returns the session's current one (config.toml's refresh_token_reuse_interval). */
  reuseIntervalSeconds: number;
};

export type SessionJson = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
};

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

function accessToken(user: UserRow, sessionId: string, amr: unknown, settings: TokenSettings, now: number): string {
  return signJwt(
    {
      aud: 'authenticated',
      exp: now + settings.expirySeconds,
      iat: now,
      iss: settings.issuer,
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: false,
    },
    settings.jwtSecret,
  );
}

async function sessionJson(sql: Sql, user: UserRow, sessionId: string, amr: unknown, refreshToken: string, settings: TokenSettings): Promise<SessionJson> {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: accessToken(user, sessionId, amr, settings, now),
    token_type: 'bearer',
    expires_in: settings.expirySeconds,
    expires_at: now + settings.expirySeconds,
    refresh_token: refreshToken,
    user: await userJson(sql, user),
  };
}

export async function startSession(sql: Sql, user: UserRow, method: string, settings: TokenSettings): Promise<SessionJson> {
  const sessionId = randomUUID();
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  await sql.query('insert into auth.sessions (id, user_id, amr) values ($1::uuid, $2::uuid, $3::jsonb)', [sessionId, user.id, JSON.stringify(amr)]);
  const token = newRefreshToken();
  await sql.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2::uuid, $3::uuid)', [token, user.id, sessionId]);
  await recordSignIn(sql, user.id);
  const fresh = (await findUserById(sql, user.id))!;
  return sessionJson(sql, fresh, sessionId, amr, token, settings);
}

type TokenRow = { id: string; token: string; user_id: string; session_id: string; revoked: boolean; age_seconds: number; amr: unknown };

/** A new session for the token, or the session a replayed (spent) token belongs to, which the caller revokes. */
export async function refreshSession(sql: Sql, refreshToken: string, settings: TokenSettings): Promise<SessionJson | { reused: string }> {
  const { rows } = await sql.query<TokenRow>(
    `select t.id, t.token, t.user_id, t.session_id, t.revoked, extract(epoch from now() - t.updated_at)::float8 as age_seconds, s.amr
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
      where t.token = $1 for update of t`,
    [refreshToken],
  );
  const row = rows[0];
  if (!row) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  let next: string;
  if (row.revoked) {
    const child = await sql.query<{ token: string }>(
      'select token from auth.refresh_tokens where session_id = $1::uuid and not revoked order by id desc limit 1',
      [row.session_id],
    );
    if (row.age_seconds > settings.reuseIntervalSeconds || !child.rows[0]) return { reused: row.session_id };
    next = child.rows[0].token;
  } else {
    next = newRefreshToken();
    await sql.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
    await sql.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2::uuid, $3::uuid, $4)',
      [next, row.user_id, row.session_id, row.token],
    );
    await sql.query('update auth.sessions set updated_at = now() where id = $1::uuid', [row.session_id]);
  }
  const user = await findUserById(sql, row.user_id);
  if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  return sessionJson(sql, user, row.session_id, row.amr, next, settings);
}

/** Ends a session and, by cascade, every refresh token ever issued in it. */
export async function revokeSession(sql: Sql, sessionId: string): Promise<void> {
  await sql.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
}

export async function sessionExists(sql: Sql, sessionId: string): Promise<boolean> {
  const { rows } = await sql.query('select 1 from auth.sessions where id = $1::uuid', [sessionId]);
  return rows.length > 0;
}

/** Ends sessions as GoTrue's logout scopes say; their refresh tokens go with them. */
export async function endSessions(sql: Sql, userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
  if (scope === 'local') await sql.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
  else if (scope === 'others') await sql.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [userId, sessionId]);
  else await sql.query('delete from auth.sessions where user_id = $1::uuid', [userId]);
}
