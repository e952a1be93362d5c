// auth.users rows and the user object GoTrue returns for them, with their identities and MFA factors.
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
  is_anonymous: boolean;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  email_change_confirm_status: number;
  reauthentication_sent_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
};

type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
};
type FactorRow = {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
};

const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  is_anonymous, invited_at, confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, email_change_confirm_status,
  reauthentication_sent_at, banned_until, deleted_at`;

const EMAIL_PATTERN = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]+$/;
const MAX_EMAIL_LENGTH = 255;

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

export const isConfirmed = (user: UserRow) => user.email_confirmed_at !== null;
export const isBanned = (user: UserRow) =>
  user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where email = $1 and deleted_at is null`,
    [normaliseEmail(email)],
  );
  return rows[0];
}

export async function findUserById(sql: Sql, id: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1::uuid`, [
    id,
  ]);
  return rows[0];
}

export type NewUser = {
  email: string | null;
  passwordHash: string | null;
  /** app_metadata.provider(s); none for an anonymous user. */
  provider: string | null;
  userMetadata: Record<string, unknown>;
  /** Confirmed at once (autoconfirm, OAuth, admin email_confirm), or left for the confirmation link. */
  confirmed: boolean;
  anonymous?: boolean;
  id?: string;
};

export async function createUser(sql: Sql, user: NewUser): Promise<UserRow> {
  const appMetadata = user.provider ? { provider: user.provider, providers: [user.provider] } : {};
  const { rows } = await sql.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', 'authenticated', $2, $3, case when $4 then now() end,
             $5::jsonb, $6::jsonb, $7, now(), now())
     returning ${USER_COLUMNS}`,
    [
      user.id ?? randomUUID(),
      user.email === null ? null : normaliseEmail(user.email),
      user.passwordHash,
      user.confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata),
      user.anonymous === true,
    ],
  );
  return rows[0]!;
}

export async function upsertIdentity(
  sql: Sql,
  userId: string,
  provider: string,
  providerId: string,
  data: Record<string, unknown>,
): Promise<void> {
  await sql.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2::uuid, $3::jsonb, $4, now())
     on conflict (provider_id, provider) do update set last_sign_in_at = now(), updated_at = now()`,
    [providerId, userId, JSON.stringify(data), provider],
  );
}

/** Merges data into an identity's identity_data (email_verified after a confirmation, a changed address). */
export async function updateIdentityData(
  sql: Sql,
  userId: string,
  provider: string,
  data: Record<string, unknown>,
): Promise<void> {
  await sql.query(
    'update auth.identities set identity_data = identity_data || $3::jsonb, updated_at = now() where user_id = $1::uuid and provider = $2',
    [userId, provider, JSON.stringify(data)],
  );
}

/** app_metadata.providers as the identities say, keeping app_metadata.provider (the first one). */
export async function syncProviders(sql: Sql, userId: string): Promise<void> {
  await sql.query(
    `update auth.users u set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object(
       'providers', coalesce((select jsonb_agg(distinct i.provider) from auth.identities i where i.user_id = u.id), '[]'::jsonb),
       'provider', coalesce(u.raw_app_meta_data ->> 'provider', (select i.provider from auth.identities i where i.user_id = u.id order by i.created_at limit 1)))
     where u.id = $1::uuid`,
    [userId],
  );
}

export async function recordSignIn(sql: Sql, userId: string): Promise<void> {
  await sql.query('update auth.users set last_sign_in_at = now() where id = $1::uuid', [userId]);
}

export type UserChanges = {
  email?: string;
  passwordHash?: string;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
};

export async function updateUser(sql: Sql, id: string, changes: UserChanges): Promise<UserRow> {
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

/** Marks the address confirmed (once) and says so in the e-mail identity and the metadata, as GoTrue does. */
export async function confirmEmail(sql: Sql, user: UserRow): Promise<UserRow> {
  await sql.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = case when raw_user_meta_data ? 'email_verified' then raw_user_meta_data || '{"email_verified": true}'::jsonb else raw_user_meta_data end,
       updated_at = now()
     where id = $1::uuid`,
    [user.id],
  );
  await updateIdentityData(sql, user.id, 'email', { email_verified: true });
  return (await findUserById(sql, user.id))!;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    friendly_name: f.friendly_name ?? '',
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    ...(f.last_challenged_at ? { last_challenged_at: iso(f.last_challenged_at) } : {}),
  };
}

async function userFactors(sql: Sql, userId: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql.query<FactorRow>(
    'select id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at from auth.mfa_factors where user_id = $1::uuid order by created_at',
    [userId],
  );
  return rows.map(factorJson);
}

/** The user object of GoTrue's responses (optional fields only when set, as GoTrue omits them). */
export async function userJson(sql: Sql, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await sql.query<IdentityRow>(
    'select id, provider_id, user_id, identity_data, provider, created_at, updated_at, last_sign_in_at from auth.identities where user_id = $1::uuid order by created_at',
    [user.id],
  );
  const factors = await userFactors(sql, user.id);
  const optional: Record<string, unknown> = {
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    email_change_sent_at: iso(user.email_change_sent_at),
    new_email: user.email_change || null,
    invited_at: iso(user.invited_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
  };
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
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
    ...(factors.length ? { factors } : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}
