// linkIdentity / unlinkIdentity ([auth] enable_manual_linking): GET /user/identities/authorize answers
// the consent page's URL with a single-use link state bound to the signed-in account (the callback in
// oauth.ts links the identity to it); DELETE /user/identities/{id} removes one of the user's identities,
// never the last, and keeps the account's address and providers in step.
import { isUuid } from '@ahc/common';
import { redirect } from '../http/respond.ts';
import { type AuthContext, type Call, type Route, currentUser, ok } from './context.ts';
import { AuthError, unprocessable, validationFailed } from './errors.ts';
import { isProvider, newLinkState } from './oauth.ts';
import { syncProviders } from './users.ts';

const manualLinkingDisabled = () =>
  new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');

export function identityRoutes(ctx: AuthContext): Route[] {
  const { db, project } = ctx;

  async function authorize({ req, res, url }: Call): Promise<void> {
    const { user } = await currentUser(ctx, req);
    if (!project.enableManualLinking) throw manualLinkingDisabled();
    const provider = url.searchParams.get('provider') ?? '';
    if (!isProvider(provider)) throw validationFailed('Unsupported provider: Provider could not be found');
    if (!project.providers[provider]) throw validationFailed('Unsupported provider: provider is not enabled');
    const challenge = url.searchParams.get('code_challenge') ?? '';
    const method = (url.searchParams.get('code_challenge_method') ?? '').toLowerCase();
    if (
      challenge &&
      ((method !== 's256' && method !== 'plain') || !/^[A-Za-z0-9._~-]{43,128}$/.test(challenge))
    )
      throw validationFailed('Invalid code challenge');
    const state = newLinkState();
    await db.query(
      `insert into auth.flow_state (user_id, auth_code, auth_code_issued_at, code_challenge_method, code_challenge, provider_type, authentication_method)
       values ($1::uuid, $2, now(), $3, $4, $5, 'link_identity')`,
      [user.id, state, challenge ? method : '', challenge, provider],
    );
    const next = new URL(`${ctx.publicUrl}/auth/v1/authorize`);
    for (const key of ['provider', 'redirect_to', 'scopes', 'code_challenge', 'code_challenge_method']) {
      const value = url.searchParams.get(key);
      if (value) next.searchParams.set(key, value);
    }
    next.searchParams.set('link_state', state);
    if (url.searchParams.get('skip_http_redirect') === 'true') return ok(res, { url: next.href });
    redirect(res, next.href);
  }

  async function unlink({ req, res, params }: Call): Promise<void> {
    const { user } = await currentUser(ctx, req);
    if (!project.enableManualLinking) throw manualLinkingDisabled();
    const identityId = params[0] ?? '';
    if (!isUuid(identityId)) throw new AuthError(404, 'validation_failed', 'identity_id must be an UUID');
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; provider: string; email: string | null }>(
        "select id, provider, identity_data ->> 'email' as email from auth.identities where user_id = $1::uuid order by created_at",
        [user.id],
      );
      if (rows.length <= 1)
        throw unprocessable(
          'single_identity_not_deletable',
          'User must have at least 1 identity after unlinking',
        );
      const doomed = rows.find((r) => r.id === identityId);
      if (!doomed) throw unprocessable('identity_not_found', "Identity doesn't exist");
      await tx.query('delete from auth.identities where id = $1::uuid', [identityId]);
      const remaining = rows.filter((r) => r.id !== identityId);
      // The account keeps an address one of its remaining identities has.
      if (user.email && !remaining.some((r) => r.email === user.email)) {
        const next = remaining.find((r) => r.email)?.email ?? null;
        const { rows: taken } = next
          ? await tx.query('select 1 from auth.users where email = $1 and id <> $2::uuid', [next, user.id])
          : { rows: [] };
        if (taken.length)
          throw unprocessable(
            'email_conflict_identity_not_deletable',
            'Unable to unlink identity due to email conflict',
          );
        await tx.query('update auth.users set email = $2, updated_at = now() where id = $1::uuid', [
          user.id,
          next,
        ]);
      }
      if (doomed.provider === 'email')
        await tx.query('update auth.users set encrypted_password = null where id = $1::uuid', [user.id]);
      await tx.query(
        "update auth.users set raw_app_meta_data = raw_app_meta_data - 'provider' where id = $1::uuid and raw_app_meta_data ->> 'provider' = $2",
        [user.id, doomed.provider],
      );
      await syncProviders(tx, user.id);
    });
    ok(res, {});
  }

  return [
    { method: 'GET', path: '/user/identities/authorize', handle: authorize },
    { method: 'DELETE', path: /^\/user\/identities\/([^/]+)$/, handle: unlink },
  ];
}
