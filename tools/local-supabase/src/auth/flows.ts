// PKCE for the e-mail flows and OAuth: the code challenge is recorded when the flow starts (sign-up,
// recovery, magic link, e-mail change, provider sign-in), an auth code is issued when the link is used
// or the provider answers, and POST /token?grant_type=pkce trades it, once and within five minutes,
// for a session when the verifier matches. Also the new-user helpers every sign-up path shares.
import { createHash, randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { AuthError } from './errors.ts';
import type { Pkce } from './request.ts';
import { type UserRow, createUser, findUserById, upsertIdentity } from './users.ts';

const AUTH_CODE_SECONDS = 300;

/** GoTrue's authentication methods, by /verify type. */
export const AUTH_METHOD_BY_TYPE: Record<string, string> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

export async function startFlow(
  sql: Sql,
  userId: string,
  pkce: NonNullable<Pkce>,
  provider: string,
  authenticationMethod: string,
): Promise<void> {
  await sql.query(
    `insert into auth.flow_state (user_id, code_challenge_method, code_challenge, provider_type, authentication_method)
     values ($1::uuid, $2, $3, $4, $5)`,
    [userId, pkce.method, pkce.challenge, provider, authenticationMethod],
  );
}

/** The auth code for the user's newest waiting flow of this kind. */
export async function issueAuthCode(sql: Sql, userId: string, authenticationMethod: string): Promise<string> {
  const code = randomUUID();
  const { rows } = await sql.query(
    `update auth.flow_state set auth_code = $3, auth_code_issued_at = now()
      where id = (select id from auth.flow_state where user_id = $1::uuid and authentication_method = $2 and auth_code is null
                  order by created_at desc limit 1)
      returning id`,
    [userId, authenticationMethod, code],
  );
  if (rows.length === 0) throw new AuthError(400, 'flow_state_not_found', 'No associated flow state found.');
  return code;
}

/** A provider sign-in's code, issued at once. */
export async function authCodeForProvider(
  sql: Sql,
  userId: string,
  pkce: NonNullable<Pkce>,
  provider: string,
): Promise<string> {
  const code = randomUUID();
  await sql.query(
    `insert into auth.flow_state (user_id, auth_code, auth_code_issued_at, code_challenge_method, code_challenge, provider_type, authentication_method)
     values ($1::uuid, $2, now(), $3, $4, $5, 'oauth')`,
    [userId, code, pkce.method, pkce.challenge, provider],
  );
  return code;
}

/** Uses up an auth code: the user it was issued for and how they signed in. */
export async function redeemAuthCode(
  sql: Sql,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; method: string }> {
  // A link-identity state is not a code: it never signs anyone in here.
  const { rows } = await sql.query<{
    user_id: string;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: string;
    age: number;
  }>(
    `delete from auth.flow_state where auth_code = $1 and authentication_method <> 'link_identity' and code_challenge <> ''
     returning user_id, code_challenge, code_challenge_method, authentication_method,
               extract(epoch from now() - coalesce(auth_code_issued_at, created_at))::float8 as age`,
    [authCode],
  );
  const flow = rows[0];
  if (!flow || flow.age > AUTH_CODE_SECONDS)
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const computed =
    flow.code_challenge_method === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  if (computed !== flow.code_challenge)
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  return { userId: flow.user_id, method: flow.authentication_method };
}

/**
 * A new e-mail user with its e-mail identity. A self sign-up's metadata also carries the identity's
 * claims (sub, email, email_verified, phone_verified), as GoTrue's does; an administrator's createUser
 * keeps exactly the user_metadata it was given (`identityClaimsInMetadata: false`), as GoTrue does.
 */
export async function createEmailUser(
  sql: Sql,
  options: {
    email: string;
    passwordHash: string | null;
    data: Record<string, unknown>;
    confirmed: boolean;
    id?: string;
    identityClaimsInMetadata?: boolean;
  },
): Promise<UserRow> {
  const id = options.id ?? randomUUID();
  const claims = { sub: id, email: options.email, email_verified: options.confirmed, phone_verified: false };
  const user = await createUser(sql, {
    id,
    email: options.email,
    passwordHash: options.passwordHash,
    provider: 'email',
    confirmed: options.confirmed,
    userMetadata: options.identityClaimsInMetadata === false ? options.data : { ...options.data, ...claims },
  });
  await upsertIdentity(sql, user.id, 'email', user.id, claims);
  return user;
}

/**
 * A new sign-up of an address that has not been confirmed yet takes the place of the earlier one (GoTrue
 * keeps the first, which lets anyone pre-register someone else's address with a password of theirs):
 * its password (none for a code sign-up) and its metadata replace the earlier ones, and every code,
 * link and PKCE flow issued before dies, so the code the caller is about to be sent is the only way in
 * and confirming it never signs in with a password the confirmer did not choose. Nothing is proven
 * until the address is confirmed, so nothing is lost.
 */
export async function replacePendingSignUp(
  sql: Sql,
  user: UserRow,
  options: {
    passwordHash: string | null;
    data: Record<string, unknown>;
    /** false while a link of this user's is being used */ dropFlows?: boolean;
  },
): Promise<UserRow> {
  const claims = { sub: user.id, email: user.email, email_verified: false, phone_verified: false };
  const { rows } = await sql.query<{ id: string }>(
    `update auth.users set encrypted_password = $2, raw_user_meta_data = $3::jsonb, updated_at = now()
      where id = $1::uuid and email_confirmed_at is null returning id`,
    [user.id, options.passwordHash, JSON.stringify({ ...options.data, ...claims })],
  );
  if (!rows[0]) throw new AuthError(422, 'user_already_exists', 'User already registered');
  await sql.query('delete from auth.one_time_tokens where user_id = $1::uuid', [user.id]);
  if (options.dropFlows !== false)
    await sql.query('delete from auth.flow_state where user_id = $1::uuid', [user.id]);
  return (await findUserById(sql, user.id))!;
}
