// One-time tokens as GoTrue makes them: a numeric code (otp_length digits) and its token hash, a SHA-224
// of the address and the code, which the e-mail's link carries. Only a SHA-256 of the token hash is
// stored; a token is deleted when it is used (so it works once), replaced when a new one of its kind is
// sent, and refused once older than otp_expiry.
import { createHash, randomInt } from 'node:crypto';
import type { Sql } from '../db/database.ts';

export type TokenType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token';

const PKCE_PREFIX = 'pkce_';

/** GoTrue's crypto.GenerateTokenHash: hex SHA-224 of the address followed by the code. */
export function tokenHash(address: string, otp: string): string {
  return createHash('sha224')
    .update(address + otp)
    .digest('hex');
}

const stored = (hash: string) => createHash('sha256').update(hash).digest('hex');

function newOtp(length: number): string {
  return String(randomInt(10 ** length)).padStart(length, '0');
}

export type Issued = { otp: string; tokenHash: string };

/** A fresh code for `address`, replacing the user's previous token of this type. */
export async function issueToken(
  sql: Sql,
  userId: string,
  type: TokenType,
  address: string,
  otpLength: number,
  pkce: boolean,
): Promise<Issued> {
  const otp = newOtp(otpLength);
  const hash = tokenHash(address, otp);
  await sql.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, pkce) values ($1::uuid, $2, $3, $4, $5)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, pkce = excluded.pkce, created_at = now()`,
    [userId, type, stored(hash), address, pkce],
  );
  return { otp, tokenHash: pkce ? `${PKCE_PREFIX}${hash}` : hash };
}

export type ConsumedToken = { user_id: string; token_type: TokenType; relates_to: string; pkce: boolean };

/**
 * Uses up the token with this hash if it is one of `types` and younger than `expirySeconds`; a token
 * found expired is deleted too. Answers undefined for any token that cannot be used.
 */
export async function consumeToken(
  sql: Sql,
  hash: string,
  types: TokenType[],
  expirySeconds: number,
): Promise<ConsumedToken | undefined> {
  const key = stored(hash.startsWith(PKCE_PREFIX) ? hash.slice(PKCE_PREFIX.length) : hash);
  const { rows } = await sql.query<ConsumedToken & { fresh: boolean }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = any(string_to_array($2, ','))
     returning user_id, token_type, relates_to, pkce, created_at > now() - make_interval(secs => $3) as fresh`,
    [key, types.join(','), expirySeconds],
  );
  const row = rows[0];
  return row && row.fresh
    ? { user_id: row.user_id, token_type: row.token_type, relates_to: row.relates_to, pkce: row.pkce }
    : undefined;
}

export async function deleteTokens(sql: Sql, userId: string, types: TokenType[]): Promise<void> {
  await sql.query(
    "delete from auth.one_time_tokens where user_id = $1::uuid and token_type = any(string_to_array($2, ','))",
    [userId, types.join(',')],
  );
}
