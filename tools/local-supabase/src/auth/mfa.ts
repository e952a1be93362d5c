// /factors: TOTP multi-factor authentication as GoTrue does it. Enrol (a secret, its otpauth:// URI and a
// QR code as SVG, made here), challenge, verify (the session becomes aal2, its amr gains "totp", the
// user's other aal1 sessions end) and unenrol (aal2 needed once a factor is verified). Codes are checked
// at the challenge's address only, once each, and wrong ones count against the factor.
import { isUuid } from '@ahc/common';
import { renderSVG } from 'uqr';
import type { Sql } from '../db/database.ts';
import { type AuthContext, type Call, type Route, type SignedIn, currentUser, ok } from './context.ts';
import { AuthError, unprocessable, validationFailed } from './errors.ts';
import { jsonBody, optionalString } from './request.ts';
import { upgradeSession } from './sessions.ts';
import { matchingStep, newSecret, otpauthUri } from './totp.ts';
import type { factorJson } from './users.ts';

const CHALLENGE_SECONDS = 300;
/** Unverified factors older than this are cleared, as GoTrue's factor expiry does. */
const UNVERIFIED_FACTOR_SECONDS = 300;

type FactorRow = Parameters<typeof factorJson>[0] & {
  user_id: string;
  secret: string;
  last_used_step: string | number | null;
};

export function mfaRoutes(ctx: AuthContext): Route[] {
  const { db, project, limits, tokens } = ctx;

  async function signedIn(call: Call): Promise<SignedIn & { session: NonNullable<SignedIn['session']> }> {
    const who = await currentUser(ctx, call.req);
    if (who.user.is_anonymous)
      throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
    if (!who.session)
      throw new AuthError(401, 'no_authorization', 'A valid session and a registered user are required');
    return who as SignedIn & { session: NonNullable<SignedIn['session']> };
  }

  async function ownedFactor(sql: Sql, userId: string, factorId: string | undefined): Promise<FactorRow> {
    if (!factorId || !isUuid(factorId))
      throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
    const { rows } = await sql.query<FactorRow>(
      `select id, user_id, friendly_name, factor_type, status, secret, last_used_step, created_at, updated_at, last_challenged_at
         from auth.mfa_factors where id = $1::uuid and user_id = $2::uuid`,
      [factorId, userId],
    );
    if (!rows[0]) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    return rows[0];
  }

  async function enroll(call: Call): Promise<void> {
    const { user, session } = await signedIn(call);
    const body = await jsonBody(call.req);
    const type = body.factor_type;
    if (type === 'phone')
      throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (type === 'webauthn')
      throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    if (type !== 'totp') throw validationFailed('factor_type needs to be totp or phone');
    if (!project.mfa.totpEnroll)
      throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    const friendlyName = optionalString(body.friendly_name, 'friendly_name', 255) ?? '';
    const issuer = optionalString(body.issuer, 'issuer', 255) || new URL(project.siteUrl).host;
    const secret = newSecret();
    const uri = otpauthUri(issuer, user.email ?? '', secret);
    const factor = await db.transaction(async (tx) => {
      await tx.query(
        "delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified' and created_at < now() - make_interval(secs => $2)",
        [user.id, UNVERIFIED_FACTOR_SECONDS],
      );
      const { rows } = await tx.query<{ total: number; verified: number; same_name: number }>(
        `select count(*)::int as total, count(*) filter (where status = 'verified')::int as verified,
                count(*) filter (where $2 <> '' and friendly_name = $2)::int as same_name
           from auth.mfa_factors where user_id = $1::uuid`,
        [user.id, friendlyName],
      );
      const counts = rows[0]!;
      if (counts.total >= project.mfa.maxEnrolledFactors) {
        throw new AuthError(
          403,
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      }
      if (counts.verified > 0 && session.aal !== 'aal2')
        throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
      if (counts.same_name > 0) {
        throw unprocessable(
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
      }
      const inserted = await tx.query<{ id: string }>(
        "insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret) values ($1::uuid, $2, 'totp', 'unverified', $3) returning id",
        [user.id, friendlyName, secret],
      );
      return inserted.rows[0]!;
    });
    ok(call.res, {
      id: factor.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: renderSVG(uri, { ecc: 'M', pixelSize: 3, border: 2 }), secret, uri },
    });
  }

  async function challenge(call: Call): Promise<void> {
    const { user } = await signedIn(call);
    const factor = await ownedFactor(db, user.id, call.params[0]);
    if (!project.mfa.totpVerify)
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    await jsonBody(call.req); // supabase-js sends the factor id again; read (bounded) and not needed
    const address = ctx.caller(call.req);
    limits.verification(address);
    const created = await db.transaction(async (tx) => {
      await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1::uuid', [
        factor.id,
      ]);
      const { rows } = await tx.query<{ id: string; expires_at: number }>(
        `insert into auth.mfa_challenges (factor_id, ip_address) values ($1::uuid, $2)
         returning id, floor(extract(epoch from created_at) + $3)::bigint as expires_at`,
        [factor.id, address, CHALLENGE_SECONDS],
      );
      return rows[0]!;
    });
    ok(call.res, { id: created.id, type: factor.factor_type, expires_at: Number(created.expires_at) });
  }

  async function verify(call: Call): Promise<void> {
    const { user, session } = await signedIn(call);
    const factor = await ownedFactor(db, user.id, call.params[0]);
    if (!project.mfa.totpVerify)
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    const body = await jsonBody(call.req);
    const challengeId = optionalString(body.challenge_id, 'challenge_id', 64);
    if (!challengeId || !isUuid(challengeId)) throw validationFailed('challenge_id must be an UUID');
    const code = optionalString(body.code, 'code', 64);
    if (!code) throw validationFailed('Code needs to be non-empty');
    const address = ctx.caller(call.req);
    const account = `factor:${factor.id}`;
    limits.verification(address, account);
    const answer = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        id: string;
        ip_address: string;
        verified_at: string | null;
        age: number;
      }>(
        `select id, ip_address, verified_at, extract(epoch from now() - created_at)::float8 as age
           from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid for update`,
        [challengeId, factor.id],
      );
      const found = rows[0];
      if (!found)
        throw new AuthError(
          404,
          'mfa_factor_not_found',
          'MFA factor with the provided challenge ID not found',
        );
      // Ambiguous on purpose, as GoTrue: does not tell whether the challenge was already used.
      if (found.verified_at !== null || found.ip_address !== address)
        throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch');
      if (found.age > CHALLENGE_SECONDS) {
        throw unprocessable(
          'mfa_challenge_expired',
          `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
        );
      }
      const lastUsed = factor.last_used_step === null ? null : Number(factor.last_used_step);
      const step = matchingStep(factor.secret, code, Date.now() / 1000, lastUsed);
      if (step === undefined) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1::uuid', [found.id]);
      await tx.query(
        "update auth.mfa_factors set status = 'verified', last_used_step = $2, updated_at = now() where id = $1::uuid",
        [factor.id, step],
      );
      const upgraded = await upgradeSession(tx, user, session.id, 'totp', factor.id, tokens);
      await tx.query(
        "delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid and aal = 'aal1'",
        [user.id, session.id],
      );
      await tx.query(
        "delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified' and factor_type = $2",
        [user.id, factor.factor_type],
      );
      return upgraded;
    });
    limits.succeededVerification(account);
    ok(call.res, answer);
  }

  async function unenroll(call: Call): Promise<void> {
    const { user, session } = await signedIn(call);
    const factor = await ownedFactor(db, user.id, call.params[0]);
    if (factor.status === 'verified' && session.aal !== 'aal2')
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    await db.transaction(async (tx) => {
      await tx.query('delete from auth.mfa_factors where id = $1::uuid', [factor.id]);
      await tx.query(
        `update auth.sessions set aal = 'aal1', factor_id = null,
           amr = coalesce((select jsonb_agg(a) from jsonb_array_elements(amr) a where a ->> 'method' <> 'totp'), '[]'::jsonb)
         where user_id = $1::uuid and factor_id = $2::uuid`,
        [user.id, factor.id],
      );
    });
    ok(call.res, { id: factor.id });
  }

  return [
    { method: 'POST', path: '/factors', handle: enroll },
    { method: 'POST', path: /^\/factors\/([^/]+)\/challenge$/, handle: challenge },
    { method: 'POST', path: /^\/factors\/([^/]+)\/verify$/, handle: verify },
    { method: 'DELETE', path: /^\/factors\/([^/]+)$/, handle: unenroll },
  ];
}
