// auth.users rows and the user object GoTrue returns for them.
import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';

export type UserRow = {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
};

type IdentityRow = { id: string; provider_id: string; user_id: string; identity_data: Record<string, unknown>; provider: string; created_at: string; updated_at: string; last_sign_in_at: string | null };

const USER_COLUMNS = 'id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at';

export const EMAIL_PATTERN = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]+$/;
export const MAX_EMAIL_LENGTH = 255;

/** Control characters (NUL among them) have no place in an address, a name or a password. */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && !hasControlCharacters(email) && EMAIL_PATTERN.test(email);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [normaliseEmail(email)]);
  return rows[0];
}

export async function findUserById(sql: Sql, id: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1::uuid`, [id]);
  return rows[0];
}

export async function createUser(
  sql: Sql,
  user: { email: string; passwordHash: string | null; provider: string; userMetadata: Record<string, unknown> },
): Promise<UserRow> {
  const appMetadata = { provider: user.provider, providers: [user.provider] };
  const { rows } = await sql.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', 'authenticated', $2, $3, now(),
             $4::jsonb, $5::jsonb, now(), now())
     returning ${USER_COLUMNS}`,
    [randomUUID(), normaliseEmail(user.email), user.passwordHash, JSON.stringify(appMetadata), JSON.stringify(user.userMetadata)],
  );
  return rows[0]!;
}

export async function upsertIdentity(sql: Sql, userId: string, provider: string, providerId: string, data: Record<string, unknown>): Promise<void> {
  await sql.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2::uuid, $3::jsonb, $4, now())
     on conflict (provider_id, provider) do update set last_sign_in_at = now(), updated_at = now()`,
    [providerId, userId, JSON.stringify(data), provider],
  );
}

export async function recordSignIn(sql: Sql, userId: string): Promise<void> {
  await sql.query('update auth.users set last_sign_in_at = now() where id = $1::uuid', [userId]);
}

export async function updateUser(
  sql: Sql,
  id: string,
  changes: { email?: string; passwordHash?: string; userMetadata?: Record<string, unknown>; appMetadata?: Record<string, unknown> },
): Promise<UserRow> {
  const { rows } = await sql.query<UserRow>(
    `update auth.users set
       email = coalesce($2, email),
       encrypted_password = coalesce($3, encrypted_password),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || coalesce($4::jsonb, '{}'::jsonb),
       raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || coalesce($5::jsonb, '{}'::jsonb),
       updated_at = now()
     where id = $1::uuid
     returning ${USER_COLUMNS}`,
    [
      id,
      changes.email ? normaliseEmail(changes.email) : null,
      changes.passwordHash ?? null,
      changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
      changes.appMetadata ? JSON.stringify(changes.appMetadata) : null,
    ],
  );
  return rows[0]!;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** The user object of GoTrue's responses. */
export async function userJson(sql: Sql, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await sql.query<IdentityRow>(
    'select id, provider_id, user_id, identity_data, provider, created_at, updated_at, last_sign_in_at from auth.identities where user_id = $1::uuid order by created_at',
    [user.id],
  );
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: (i.identity_data as { email?: string }).email ?? null,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}
