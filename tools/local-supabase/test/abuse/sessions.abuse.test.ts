// Account mechanics an attacker leans on: a leaked refresh token replayed after its owner rotated it,
// and a password too weak for the policy sent straight to the API past the form.
import { describe, expect, it } from 'vitest';
import { expectAuthError, raw } from '../bad-input/http.ts';
import { useStack } from '../stack.ts';
import { useOrdinaryTraffic } from './still-serving.ts';

// No grace period, so a replay is a replay at once (hosted Supabase allows 10 s for tabs refreshing together).
const stack = useStack({ project: { refreshTokenReuseIntervalSeconds: 0 } });
const ordinary = useOrdinaryTraffic(stack);

const refresh = (token: string) =>
  raw(stack(), '/auth/v1/token?grant_type=refresh_token', { body: JSON.stringify({ refresh_token: token }) });

describe('refresh-token reuse', () => {
  it('a replayed spent token ends the whole session: the rotated token and the access token stop working too', async () => {
    const user = await stack().user('Leaky');
    const { session } = (await user.client.auth.getSession()).data;
    const first = session!.refresh_token;
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    const { refresh_token: second, access_token: access } = (await rotated.json()) as {
      refresh_token: string;
      access_token: string;
    };

    // The attacker replays the token they copied before the owner rotated it.
    await expectAuthError(await refresh(first), 400, 'refresh_token_already_used');
    // The revocation was kept (not rolled back with the refusal): nothing of the session works now.
    await expectAuthError(await refresh(second), 400, 'refresh_token_not_found');
    await expectAuthError(await raw(stack(), '/auth/v1/user', { token: access }), 403, 'session_not_found');
    const { rows } = await stack().db.query<{ n: number }>(
      'select count(*)::int as n from auth.sessions where user_id = $1::uuid',
      [user.id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('another session of the same user is not touched', async () => {
    const user = await stack().user('Two Devices');
    const laptop = await stack()
      .client()
      .auth.signInWithPassword({ email: user.email, password: user.password });
    const phone = (await user.client.auth.getSession()).data.session!;
    expect((await refresh(phone.refresh_token)).status).toBe(200);
    await expectAuthError(await refresh(phone.refresh_token), 400, 'refresh_token_already_used');
    expect((await refresh(laptop.data.session!.refresh_token)).status).toBe(200);
  });
});

describe('password policy on the server', () => {
  it.each([
    ['aaaaaaaa', 'characters'],
    ['12345678', 'characters'],
    ['abc1', 'length'],
  ])(
    'sign-up with %s → 422 weak_password (%s), whatever the form would have said',
    async (password, reason) => {
      const response = await raw(stack(), '/auth/v1/signup', {
        body: JSON.stringify({ email: `weak-${password}@example.com`, password }),
      });
      const body = await expectAuthError(response, 422, 'weak_password');
      expect(body.weak_password).toEqual({ reasons: [reason] });
    },
  );

  it('a password change to a weak one is refused the same way', async () => {
    const user = await stack().user('Weakener');
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    await expectAuthError(
      await raw(stack(), '/auth/v1/user', {
        method: 'PUT',
        token,
        body: JSON.stringify({ password: 'aaaaaaaa' }),
      }),
      422,
      'weak_password',
    );
  });
});

describe('afterwards', () => {
  it('the stack serves 100 ordinary requests', async () => {
    await ordinary.expectStillServing();
  });
});
