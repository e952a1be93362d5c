// GoTrue's admin API for users, for the service_role key (or sb_secret_ key) only: /admin/users (list
// with paging and a filter, get, create, update with ban_duration and metadata, delete or soft-delete)
// and a user's MFA factors. Links and invitations are in admin-links.ts.
import { isUuid } from '@ahc/common';
import type { Sql } from '../db/database.ts';
import { durationSeconds } from '../project-config.ts';
import { type AuthContext, type Call, type Route, ok, requireAdmin } from './context.ts';
import { AuthError, unprocessable, validationFailed } from './errors.ts';
import { createEmailUser } from './flows.ts';
import { MAX_PASSWORD_LENGTH, checkPasswordPolicy, hashPassword } from './password.ts';
import { jsonBody, metadata, optionalString, requireEmail } from './request.ts';
import {
  type UserRow,
  confirmEmail,
  factorJson,
  findUserByEmail,
  findUserById,
  updateIdentityData,
  updateUser,
  userJson,
} from './users.ts';

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1_000;
const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');
const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');
const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** ban_duration: "none" lifts a ban, a Go duration ("24h", "1h30m") sets one. */
function banSeconds(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === 'none') return 0;
  const seconds = typeof value === 'string' ? durationSeconds(value, Number.NaN) : Number.NaN;
  if (!Number.isFinite(seconds) || seconds > 1e10)
    throw validationFailed(`invalid format for ban duration: ${String(value).slice(0, 40)}`);
  return seconds;
}

function adminPassword(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw validationFailed('password must be a string');
  if (Buffer.byteLength(value) > MAX_PASSWORD_LENGTH)
    throw validationFailed('bcrypt: password length exceeds 72 bytes');
  return value;
}

async function setBan(sql: Sql, userId: string, seconds: number): Promise<void> {
  await sql.query(
    'update auth.users set banned_until = case when $2::float8 > 0 then now() + make_interval(secs => $2) end, updated_at = now() where id = $1::uuid',
    [userId, seconds],
  );
  // A banned user's sessions end at once, so the ban does not wait for the access token to expire.
  if (seconds > 0) await sql.query('delete from auth.sessions where user_id = $1::uuid', [userId]);
}

export function adminRoutes(ctx: AuthContext): Route[] {
  const { db, project } = ctx;
  const admin = (handler: (call: Call) => Promise<void>) => async (call: Call) => {
    await requireAdmin(ctx, call.req);
    return handler(call);
  };

  async function loadUser(id: string | undefined): Promise<UserRow> {
    if (!id || !isUuid(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
    const user = await findUserById(db, id);
    if (!user) throw userNotFound();
    return user;
  }

  async function list({ res, url }: Call): Promise<void> {
    const number = (name: string, fallback: number) => {
      const raw = url.searchParams.get(name);
      if (raw === null || raw === '') return fallback;
      if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1)
        throw validationFailed(`Bad Pagination Parameters: ${name} must be a positive number`);
      return Number(raw);
    };
    const page = number('page', 1);
    const perPage = Math.min(number('per_page', DEFAULT_PER_PAGE), MAX_PER_PAGE);
    const filter = optionalString(url.searchParams.get('filter'), 'filter', 255) ?? '';
    const pattern = `%${filter.replace(/[\\%_]/g, '\\$&')}%`;
    const where = "where (email ilike $1 or coalesce(raw_user_meta_data ->> 'full_name', '') ilike $1)";
    const total = (
      await db.query<{ n: number }>(`select count(*)::int as n from auth.users ${where}`, [pattern])
    ).rows[0]!.n;
    const { rows } = await db.query<{ id: string }>(
      `select id from auth.users ${where} order by created_at desc, id limit $2 offset $3`,
      [pattern, perPage, (page - 1) * perPage],
    );
    const users = [];
    for (const { id } of rows) users.push(await userJson(db, (await findUserById(db, id))!));
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const link = (p: number) =>
      `</admin/users?${new URLSearchParams({ page: String(p), per_page: String(perPage) })}>`;
    const links = [
      ...(page < lastPage ? [`${link(page + 1)}; rel="next"`] : []),
      `${link(lastPage)}; rel="last"`,
    ];
    ok(res, { users, aud: 'authenticated' }, 200, {
      'x-total-count': String(total),
      link: links.join(', '),
      'access-control-expose-headers': 'x-total-count, link, x-supabase-api-version',
    });
  }

  async function create({ req, res }: Call): Promise<void> {
    const body = await jsonBody(req);
    if ((body.phone ?? '') !== '' && (body.email ?? '') === '')
      throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    if ((body.email ?? '') === '')
      throw validationFailed('Cannot create a user without either an email or phone');
    const email = requireEmail(body.email);
    const password = adminPassword(body.password);
    const passwordHashGiven = optionalString(body.password_hash, 'password_hash', 200);
    if (password !== undefined && passwordHashGiven)
      throw validationFailed('Only a password or a password hash should be provided');
    if (passwordHashGiven && !BCRYPT_HASH.test(passwordHashGiven))
      throw validationFailed('Invalid password hash format: only bcrypt hashes are supported');
    if (body.role !== undefined && body.role !== null && body.role !== 'authenticated')
      throw validationFailed('Only the authenticated role is supported by local-supabase');
    const id = optionalString(body.id, 'id', 64);
    if (id !== undefined && !isUuid(id)) throw validationFailed('ID must conform to the uuid v4 format');
    if (id === '00000000-0000-0000-0000-000000000000') throw validationFailed('ID cannot be a nil uuid');
    const data = metadata(body.user_metadata);
    const appMetadata = body.app_metadata === undefined ? undefined : metadata(body.app_metadata);
    const ban = banSeconds(body.ban_duration);
    if (await findUserByEmail(db, email)) throw emailExists();
    const passwordHash = passwordHashGiven ?? (password !== undefined ? await hashPassword(password) : null);
    const json = await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw emailExists();
      if (id && (await findUserById(tx, id)))
        throw unprocessable('validation_failed', 'A user with this ID already exists');
      const user = await createEmailUser(tx, {
        email,
        passwordHash,
        data,
        confirmed: body.email_confirm === true,
        id,
        identityClaimsInMetadata: false,
      });
      if (appMetadata) await updateUser(tx, user.id, { appMetadata });
      if (ban !== undefined) await setBan(tx, user.id, ban);
      return userJson(tx, (await findUserById(tx, user.id))!);
    });
    ok(res, json);
  }

  async function update({ req, res, params }: Call): Promise<void> {
    const user = await loadUser(params[0]);
    const body = await jsonBody(req);
    const email = (body.email ?? '') === '' ? undefined : requireEmail(body.email);
    const password = adminPassword(body.password);
    if (password !== undefined) checkPasswordPolicy(password, project);
    if (body.role !== undefined && body.role !== null && body.role !== '' && body.role !== 'authenticated')
      throw validationFailed('Only the authenticated role is supported by local-supabase');
    const data = body.user_metadata === undefined ? undefined : metadata(body.user_metadata);
    const appMetadata = body.app_metadata === undefined ? undefined : metadata(body.app_metadata);
    const ban = banSeconds(body.ban_duration);
    if (email && email !== user.email) {
      const owner = await findUserByEmail(db, email);
      if (owner && owner.id !== user.id) throw emailExists();
    }
    const passwordHash = password !== undefined ? await hashPassword(password) : undefined;
    const json = await db.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash, userMetadata: data, appMetadata });
      if (email && email !== user.email) {
        await tx.query(
          'update auth.users set email = $2, is_anonymous = is_anonymous and not $3, updated_at = now() where id = $1::uuid',
          [user.id, email, body.email_confirm === true],
        );
        await updateIdentityData(tx, user.id, 'email', {
          email,
          email_verified: body.email_confirm === true,
        });
      }
      if (body.email_confirm === true) await confirmEmail(tx, (await findUserById(tx, user.id))!);
      if (ban !== undefined) await setBan(tx, user.id, ban);
      return userJson(tx, (await findUserById(tx, user.id))!);
    });
    ok(res, json);
  }

  async function remove({ req, res, params }: Call): Promise<void> {
    const user = await loadUser(params[0]);
    const body = await jsonBody(req);
    if (body.should_soft_delete !== undefined && typeof body.should_soft_delete !== 'boolean')
      throw validationFailed('should_soft_delete must be a boolean');
    await db.transaction(async (tx) => {
      if (body.should_soft_delete !== true)
        return void (await tx.query('delete from auth.users where id = $1::uuid', [user.id]));
      if (user.deleted_at) return;
      // The row stays (what references it keeps working); everything that identifies or signs in goes.
      await tx.query(
        `update auth.users set email = null, encrypted_password = null, raw_user_meta_data = '{}'::jsonb, raw_app_meta_data = '{}'::jsonb,
           email_change = null, banned_until = null, deleted_at = now(), updated_at = now() where id = $1::uuid`,
        [user.id],
      );
      for (const table of [
        'auth.sessions',
        'auth.identities',
        'auth.mfa_factors',
        'auth.one_time_tokens',
        'auth.flow_state',
      ]) {
        await tx.query(`delete from ${table} where user_id = $1::uuid`, [user.id]);
      }
    });
    ok(res, {});
  }

  async function factors({ res, params }: Call): Promise<void> {
    const user = await loadUser(params[0]);
    const { rows } = await db.query<Parameters<typeof factorJson>[0]>(
      'select id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at from auth.mfa_factors where user_id = $1::uuid order by created_at',
      [user.id],
    );
    ok(res, rows.map(factorJson));
  }

  async function factor({ req, res, params }: Call): Promise<void> {
    const user = await loadUser(params[0]);
    const factorId = params[1] ?? '';
    if (!isUuid(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
    const body = req.method === 'PUT' ? await jsonBody(req) : {};
    const friendlyName = optionalString(body.friendly_name, 'friendly_name', 255);
    const row = await db.transaction(async (tx) => {
      const { rows } =
        req.method === 'PUT'
          ? await tx.query<Parameters<typeof factorJson>[0]>(
              `update auth.mfa_factors set friendly_name = coalesce($3, friendly_name), updated_at = now() where id = $1::uuid and user_id = $2::uuid
           returning id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at`,
              [factorId, user.id, friendlyName ?? null],
            )
          : await tx.query<Parameters<typeof factorJson>[0]>(
              `delete from auth.mfa_factors where id = $1::uuid and user_id = $2::uuid
           returning id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at`,
              [factorId, user.id],
            );
      if (!rows[0]) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
      if (req.method === 'DELETE') {
        await tx.query(
          `update auth.sessions set aal = 'aal1', factor_id = null, amr = coalesce((select jsonb_agg(a) from jsonb_array_elements(amr) a where a ->> 'method' <> 'totp'), '[]'::jsonb)
           where user_id = $1::uuid and factor_id = $2::uuid`,
          [user.id, factorId],
        );
      }
      return rows[0];
    });
    ok(res, factorJson(row));
  }

  const USER = /^\/admin\/users\/([^/]+)$/;
  const FACTORS = /^\/admin\/users\/([^/]+)\/factors$/;
  const FACTOR = /^\/admin\/users\/([^/]+)\/factors\/([^/]+)$/;
  return [
    { method: 'GET', path: '/admin/users', handle: admin(list) },
    { method: 'POST', path: '/admin/users', handle: admin(create) },
    {
      method: 'GET',
      path: USER,
      handle: admin(async ({ res, params }) => ok(res, await userJson(db, await loadUser(params[0])))),
    },
    { method: 'PUT', path: USER, handle: admin(update) },
    { method: 'DELETE', path: USER, handle: admin(remove) },
    { method: 'GET', path: FACTORS, handle: admin(factors) },
    { method: 'PUT', path: FACTOR, handle: admin(factor) },
    { method: 'DELETE', path: FACTOR, handle: admin(factor) },
  ];
}
