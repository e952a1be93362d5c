// Sessions, access tokens and rotating refresh tokens, following GoTrue: a refresh token is used once;
// re-using a spent one within the reuse interval (two tabs refreshing at once) returns the session's
// current token, after it revokes the whole session. Access tokens are ES256 and carry the session's
// assurance level (aal1, aal2 after a second factor) and how it was reached (amr, newest first).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { type SigningKey, signJwtEs256 } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { type UserRow, findUserById, recordSignIn, userJson } from './users.ts';

export type TokenSettings = {
  signingKey: SigningKey;
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

type Amr = { method: string; timestamp: number }[];
type SessionState = { id: string; aal: string; amr: Amr };

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

function accessToken(user: UserRow, session: SessionState, settings: TokenSettings, now: number): string {
  return signJwtEs256(
    {
      aud: 'authenticated',
      exp: now + settings.expirySeconds,
      iat: now,
      iss: settings.issuer,
      sub: user.id,
      email: user.email ?? '',
      phone: '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    settings.signingKey,
  );
}

async function sessionJson(
  sql: Sql,
  user: UserRow,
  session: SessionState,
  refreshToken: string,
  settings: TokenSettings,
): Promise<SessionJson> {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: accessToken(user, session, settings, now),
    token_type: 'bearer',
    expires_in: settings.expirySeconds,
    expires_at: now + settings.expirySeconds,
    refresh_token: refreshToken,
    user: await userJson(sql, user),
  };
}

export async function startSession(
  sql: Sql,
  user: UserRow,
  method: string,
  settings: TokenSettings,
): Promise<SessionJson> {
  const sessionId = randomUUID();
  const amr: Amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  await sql.query(
    'insert into auth.sessions (id, user_id, amr, aal) values ($1::uuid, $2::uuid, $3::jsonb, $4)',
    [sessionId, user.id, JSON.stringify(amr), 'aal1'],
  );
  const token = newRefreshToken();
  await sql.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2::uuid, $3::uuid)',
    [token, user.id, sessionId],
  );
  await recordSignIn(sql, user.id);
  const fresh = (await findUserById(sql, user.id))!;
  return sessionJson(sql, fresh, { id: sessionId, aal: 'aal1', amr }, token, settings);
}

/**
 * A second factor verified in a session: it becomes aal2 with the method added to its amr, and gets a
 * fresh refresh token (the old ones are revoked), as GoTrue's MFA verify answers with a new session.
 */
export async function upgradeSession(
  sql: Sql,
  user: UserRow,
  sessionId: string,
  method: string,
  factorId: string,
  settings: TokenSettings,
): Promise<SessionJson> {
  const { rows } = await sql.query<{ amr: Amr | null }>(
    'select amr from auth.sessions where id = $1::uuid for update',
    [sessionId],
  );
  if (!rows[0])
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  const amr: Amr = [
    { method, timestamp: Math.floor(Date.now() / 1000) },
    ...(rows[0].amr ?? []).filter((a) => a.method !== method),
  ];
  await sql.query(
    "update auth.sessions set aal = 'aal2', amr = $2::jsonb, factor_id = $3::uuid, updated_at = now() where id = $1::uuid",
    [sessionId, JSON.stringify(amr), factorId],
  );
  const last = await sql.query<{ token: string }>(
    'select token from auth.refresh_tokens where session_id = $1::uuid order by id desc limit 1',
    [sessionId],
  );
  await sql.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid and not revoked',
    [sessionId],
  );
  const token = newRefreshToken();
  await sql.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2::uuid, $3::uuid, $4)',
    [token, user.id, sessionId, last.rows[0]?.token ?? null],
  );
  const fresh = (await findUserById(sql, user.id))!;
  return sessionJson(sql, fresh, { id: sessionId, aal: 'aal2', amr }, token, settings);
}

type TokenRow = {
  id: string;
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  age_seconds: number;
  amr: Amr | null;
  aal: string | null;
};

/** A new session for the token, or the session a replayed (spent) token belongs to, which the caller revokes. */
export async function refreshSession(
  sql: Sql,
  refreshToken: string,
  settings: TokenSettings,
): Promise<SessionJson | { reused: string }> {
  const { rows } = await sql.query<TokenRow>(
    `select t.id, t.token, t.user_id, t.session_id, t.revoked, extract(epoch from now() - t.updated_at)::float8 as age_seconds, s.amr, s.aal
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
      where t.token = $1 for update of t`,
    [refreshToken],
  );
  const row = rows[0];
  if (!row)
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
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
    await sql.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
      row.id,
    ]);
    await sql.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2::uuid, $3::uuid, $4)',
      [next, row.user_id, row.session_id, row.token],
    );
    await sql.query('update auth.sessions set updated_at = now() where id = $1::uuid', [row.session_id]);
  }
  const user = await findUserById(sql, row.user_id);
  if (!user)
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  return sessionJson(
    sql,
    user,
    { id: row.session_id, aal: row.aal ?? 'aal1', amr: row.amr ?? [] },
    next,
    settings,
  );
}

/** Ends a session and, by cascade, every refresh token ever issued in it. */
export async function revokeSession(sql: Sql, sessionId: string): Promise<void> {
  await sql.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
}

export type SessionRow = { id: string; aal: string; created_at: string; factor_id: string | null };

export async function findSession(sql: Sql, sessionId: string): Promise<SessionRow | undefined> {
  const { rows } = await sql.query<SessionRow>(
    'select id, aal, created_at, factor_id from auth.sessions where id = $1::uuid',
    [sessionId],
  );
  return rows[0];
}

/** Ends sessions as GoTrue's logout scopes say; their refresh tokens go with them. */
export async function endSessions(
  sql: Sql,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'local') await sql.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
  else if (scope === 'others')
    await sql.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
      userId,
      sessionId,
    ]);
  else await sql.query('delete from auth.sessions where user_id = $1::uuid', [userId]);
}
